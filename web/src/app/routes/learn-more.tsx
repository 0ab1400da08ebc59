/** Route module: learn-more (being built). */
export function Component() {
  return <h1>learn-more</h1>
}
