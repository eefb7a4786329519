import { describe, expect, it } from 'vitest'
import { siteConfigSchema } from '../../../data/schemas/site'
import { site } from '../../../data/site'
import { serializeForInlineScript } from '../../../lib/safeJson'
import { projectInlineScripts } from '../../../renderer/inlineScripts'
import { buildThemeScript, themeScript } from '../../../renderer/theme/themeScript'

const INJECTION = 'tarang-theme</script><script>alert(1)</script>'

describe('serializeForInlineScript', () => {
  it('escapes what could end the element or a JavaScript string, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028\u2029', list: ['>'] }
    const text = serializeForInlineScript(value)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(text).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(text)).toEqual(value)
  })

  it('refuses values with no JSON form instead of writing "undefined"', () => {
    expect(() => serializeForInlineScript(undefined)).toThrow(TypeError)
  })
})

describe('the theme script', () => {
  it('cannot be ended or extended by its storage key', () => {
    const script = buildThemeScript({ defaultTheme: 'dark', storageKey: INJECTION, themes: ['light', 'dark'] })
    expect(script).not.toMatch(/<\/script/i)
    expect(script).not.toContain('<')
    // Still one expression that reads exactly that key.
    expect(script).toContain(`localStorage.getItem(${serializeForInlineScript(INJECTION)})`)
  })

  it('is one of the inline scripts the CSP hashes, as the renderer writes it', () => {
    expect(projectInlineScripts()).toContain(themeScript)
  })
})

describe('site.themeStorageKey', () => {
  it('must be a short identifier: the injected key fails validation', () => {
    const result = siteConfigSchema.safeParse({ ...site, themeStorageKey: INJECTION })
    expect(result.success).toBe(false)
    expect(new Set(result.error?.issues.map((issue) => issue.path.join('.')))).toEqual(new Set(['themeStorageKey']))
  })

  it('accepts the configured key', () => {
    expect(siteConfigSchema.safeParse(site).success).toBe(true)
  })
})
