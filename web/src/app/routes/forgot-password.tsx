/** Route module: forgot-password (being built). */
export function Component() {
  return <h1>forgot-password</h1>
}
