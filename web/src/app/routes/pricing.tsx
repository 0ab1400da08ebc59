/** Route module: pricing (being built). */
export function Component() {
  return <h1>pricing</h1>
}
