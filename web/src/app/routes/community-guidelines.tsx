/** Route module: community-guidelines (being built). */
export function Component() {
  return <h1>community-guidelines</h1>
}
