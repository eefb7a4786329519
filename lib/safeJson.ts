/**
 * JSON for any value written into HTML: inside an inline <script> (as a JavaScript literal), a JSON or JSON-LD
 * data block, or an attribute. Escaping <, > and & means no value can close the element (`</script>`), open a
 * comment (`<!--`) or start a character reference; U+2028 and U+2029 are escaped because older JavaScript
 * engines end a string literal at them. The result parses back to exactly the same value.
 */
export function serializeForInlineScript(value: unknown): string {
  const json = JSON.stringify(value)
  if (json === undefined) throw new TypeError('serializeForInlineScript: the value has no JSON form')
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
