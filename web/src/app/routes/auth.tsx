/** Route module: auth (being built). */
export function Component() {
  return <h1>auth</h1>
}
