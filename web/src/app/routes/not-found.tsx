/** Route module: not-found (being built). */
export function Component() {
  return <h1>not-found</h1>
}
