/** Route module: landing (being built). */
export function Component() {
  return <h1>landing</h1>
}
