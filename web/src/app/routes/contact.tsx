/** Route module: contact (being built). */
export function Component() {
  return <h1>contact</h1>
}
