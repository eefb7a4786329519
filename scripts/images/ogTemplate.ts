/**
 * The Open Graph image template. Text is drawn from assets/fonts under our own fontconfig setup, so no system
 * font can change a pixel.
 */
import { resolve } from 'node:path'
import sharp, { type OverlayOptions } from 'sharp'
import { OG_IMAGE_SIZE, type OgCard } from '../../data/ogImages'
import { PROJECT_ROOT } from '../settings'

/** What the template reads, from the project root. */
const FILES = {
  bold: 'assets/fonts/Inter-Bold.ttf',
  medium: 'assets/fonts/Inter-Medium.ttf',
  fontconfig: 'assets/fonts/fonts.conf',
  mark: 'public/favicon.svg',
}
/** Every file that decides the template's pixels, this one included: part of every card's cache key. */
export const OG_TEMPLATE_FILES = [...Object.values(FILES), 'scripts/images/ogTemplate.ts']

const { width: WIDTH, height: HEIGHT } = OG_IMAGE_SIZE
const PAD_X = 80
const COLORS = { text: '#f8fafc', muted: '#aab5d3', accent: '#67e8f9', ink: '#0b1020' }
const MARK_SIZE = 72
const MARK_TOP = 64
/** The title and price are centred in this band, between the brand row and the footer. */
const BODY = { top: MARK_TOP + MARK_SIZE + 24, bottom: HEIGHT - 120 }
/** Largest title size first; a title that does not fit in TITLE_MAX_HEIGHT at one size tries the next. */
const TITLE_SIZES = [68, 58, 50, 44] as const
const TITLE_MAX_HEIGHT = 264
const PRICE = { size: 34, padX: 26, padY: 12, gap: 36 }

const BACKGROUND_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${WIDTH * 0.82}" cy="${HEIGHT * 0.12}" r="${WIDTH * 0.72}">
      <stop offset="0" stop-color="#1d3b6b"/>
      <stop offset="1" stop-color="#0b1020"/>
    </radialGradient>
    <linearGradient id="bar" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#0891b2"/>
      <stop offset="1" stop-color="#6d28d9"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  <g transform="translate(940 44) scale(3.4)" fill="none" stroke="${COLORS.accent}" stroke-width="5" stroke-linecap="round" opacity="0.07">
    <path d="M10 26c5.5 0 5.5-6 11-6s5.5 6 11 6 5.5-6 11-6 5.5 6 11 6"/>
    <path d="M10 40c5.5 0 5.5-6 11-6s5.5 6 11 6 5.5-6 11-6 5.5 6 11 6"/>
  </g>
  <rect y="${HEIGHT - 10}" width="${WIDTH}" height="10" fill="url(#bar)"/>
</svg>`

/** Pango markup is XML: text from data must not be read as tags or entities. */
function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

type TextLayer = { data: Buffer; width: number; height: number }
/** `tracking` in thousandths of an em (negative tightens large type); text wider than `maxWidth` pixels wraps. */
type Font = { weight: 'bold' | 'medium'; size: number; color: string; tracking?: number; maxWidth?: number }

async function drawText(text: string, { weight, size, color, tracking = 0, maxWidth }: Font): Promise<TextLayer> {
  const letterSpacing = Math.round((tracking / 1000) * size * 1024)
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}" letter_spacing="${letterSpacing}">${escapeMarkup(text)}</span>`,
      font: `Inter ${weight === 'bold' ? 'Bold' : 'Medium'} ${size}`,
      fontfile: resolve(PROJECT_ROOT, FILES[weight]),
      // 72 dpi: a point is a pixel, so sizes above are pixel sizes.
      dpi: 72,
      rgba: true,
      wrap: 'word',
      width: maxWidth,
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

const layer = ({ data, width, height }: TextLayer, left: number, top: number): OverlayOptions => ({
  input: data,
  raw: { width, height, channels: 4 },
  left: Math.round(left),
  top: Math.round(top),
})

/** The title at the largest size that fits; a title too long even at the smallest size is cut at the bottom. */
async function drawTitle(title: string): Promise<TextLayer> {
  const font = { weight: 'bold', color: COLORS.text, tracking: -20, maxWidth: WIDTH - 2 * PAD_X } as const
  let drawn: TextLayer | undefined
  for (const size of TITLE_SIZES) {
    drawn = await drawText(title, { ...font, size })
    if (drawn.height <= TITLE_MAX_HEIGHT) return drawn
  }
  // Raw RGBA rows follow each other: the first TITLE_MAX_HEIGHT rows are the top of the title.
  const { data, width } = drawn as TextLayer
  return { data: data.subarray(0, width * TITLE_MAX_HEIGHT * 4), width, height: TITLE_MAX_HEIGHT }
}

async function drawPricePill(priceLine: string): Promise<TextLayer> {
  const text = await drawText(priceLine, { weight: 'bold', size: PRICE.size, color: COLORS.ink })
  const width = text.width + 2 * PRICE.padX
  const height = text.height + 2 * PRICE.padY
  const pill = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${height / 2}" fill="${COLORS.accent}"/></svg>`
  const { data, info } = await sharp(Buffer.from(pill))
    .composite([layer(text, PRICE.padX, PRICE.padY)])
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** The parts every card shares: drawn once per brand name and host. */
const sharedLayers = new Map<string, ReturnType<typeof drawShared>>()

async function drawShared(brandName: string, host: string) {
  const [background, mark, brand, footer] = await Promise.all([
    sharp(Buffer.from(BACKGROUND_SVG)).raw().toBuffer(),
    // favicon.svg is drawn at 64 px at 72 dpi; scale the density for MARK_SIZE px.
    sharp(resolve(PROJECT_ROOT, FILES.mark), { density: (72 * MARK_SIZE) / 64 })
      .resize(MARK_SIZE, MARK_SIZE)
      .png()
      .toBuffer(),
    drawText(brandName, { weight: 'bold', size: 40, color: COLORS.text, tracking: -10 }),
    drawText(host, { weight: 'medium', size: 28, color: COLORS.muted }),
  ])
  const overlays: OverlayOptions[] = [
    { input: mark, left: PAD_X, top: MARK_TOP },
    layer(brand, PAD_X + MARK_SIZE + 22, MARK_TOP + (MARK_SIZE - brand.height) / 2),
    layer(footer, PAD_X, HEIGHT - 64 - footer.height),
  ]
  return { background, overlays }
}

/** Renders one card to a PNG buffer of exactly OG_IMAGE_SIZE. */
export async function renderOgImage(
  input: Pick<OgCard, 'title' | 'priceLine' | 'brandName' | 'host'>,
): Promise<Buffer> {
  // fontconfig reads this once, on the first text drawn in the process: set before anything draws text.
  process.env.FONTCONFIG_FILE = resolve(PROJECT_ROOT, FILES.fontconfig)
  const sharedKey = JSON.stringify([input.brandName, input.host])
  const sharedDrawing = sharedLayers.get(sharedKey) ?? drawShared(input.brandName, input.host)
  sharedLayers.set(sharedKey, sharedDrawing)
  const [shared, title, price] = await Promise.all([
    sharedDrawing,
    drawTitle(input.title),
    input.priceLine === undefined ? undefined : drawPricePill(input.priceLine),
  ])
  const blockHeight = title.height + (price ? PRICE.gap + price.height : 0)
  const top = BODY.top + Math.max(0, (BODY.bottom - BODY.top - blockHeight) / 2)
  const overlays = [...shared.overlays, layer(title, PAD_X, top)]
  if (price) overlays.push(layer(price, PAD_X, top + title.height + PRICE.gap))
  return (
    sharp(shared.background, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
      .composite(overlays)
      .removeAlpha()
      // Truecolour: a palette bands the background gradient. Deflate level 6 rather than 9: about 12 ms of CPU
      // instead of 32 per image, for files about 10% bigger (~70 KB); that adds up over a thousand game pages.
      .png({ compressionLevel: 6 })
      .toBuffer()
  )
}
