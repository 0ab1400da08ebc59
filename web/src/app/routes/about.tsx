/** Route module: about (being built). */
export function Component() {
  return <h1>about</h1>
}
