/**
 * JSON for any value written into HTML (inline script, JSON-LD, attribute): escaped <, > and & cannot close the
 * element, open a comment or start a character reference, and U+2028/2029 end a string in older engines.
 */
export function serializeForInlineScript(value: unknown): string {
  const json = JSON.stringify(value)
  if (json === undefined) throw new TypeError('serializeForInlineScript: the value has no JSON form')
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
