/** Route module: dashboard (being built). */
export function Component() {
  return <h1>dashboard</h1>
}
