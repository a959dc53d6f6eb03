/**
 * Haat's design tokens: the one place where colour, radius, shadow and motion values are written down.
 * The theme (theme.ts) hands them to MUI, which turns each into a CSS variable (`--mui-palette-…`);
 * components read them through the theme only (sx palette paths such as `'border.main'`, or
 * `theme.vars.…` in styled()), never as literals. noHardCodedColours.test.ts fails on a literal colour
 * anywhere else in @haat/ui or the storefront.
 *
 * Values were taken over unchanged from the components they came from, so screens look as before; a few
 * near-identical shades (one or two steps apart) were merged into one token.
 */

/** Brand purple and its accents. Purple on white and white on purple are 8.9:1. */
export const brandColours = {
  purple: '#6a1b9a',
  purpleDark: '#4a148c',
  purpleLight: '#9c4dcc',
  /** Orange of the logo's awning and the secondary palette colour. */
  orange: '#ef6c00',
  /** Yellow that stands out on the purple top bar: cart badge, focus outline, the logo's awning there. */
  spark: '#ffd54f',
  /** Pale orange behind dark ink (the test-mode pill of the payment dialog). */
  sparkSoft: '#ffcc80',
} as const

/** Ink for text. */
export const textColours = {
  primary: '#1f1a24',
  secondary: '#5c5566',
  /** Amber text that still reads 6:1 on white (payment notes, pending orders, warning toasts). */
  warning: '#8a4b00',
  /** Low-stock orange ("Only 3 left"). */
  urgent: '#b23c00',
  /** Text on a disabled filled button. */
  onDisabled: '#3d3546',
} as const

/** Backgrounds, from the page behind everything to tinted wells. */
export const surfaceColours = {
  /** The page behind the cards (= background.default). */
  page: '#f6f4f8',
  /** Cards, dialogs, menus (= background.paper). */
  paper: '#ffffff',
  /** Picture wells and placeholders behind product images. */
  muted: '#f7f5fa',
  /** Header bands of cards and table heads. */
  subtle: '#faf8fc',
  /** Selected or current item: chips, the open checkout step, the chosen menu entry. */
  selected: '#f3e5f5',
  /** Halo of the current step of the order tracker. */
  selectedStrong: '#e1bee7',
  /** Hover and checked state of an option card. */
  highlight: '#faf5fc',
  /** Soft purple wash of heroes and offer banners. */
  wash: '#f3ecf8',
  /** Lighter wash behind store logos. */
  washSoft: '#f7f2fb',
  /** Disabled inputs and options. */
  disabled: '#f1eef4',
  /** Disabled filled buttons (with text.onDisabled, 7.6:1). */
  disabledFilled: '#d9d2df',
  /** Dark surface behind media (the video player). */
  inverse: '#1f1a24',
  /** The footer's deep purple. */
  footer: '#2d0b45',
} as const

/** Lines, from hairlines between rows to outlines of controls. */
export const borderColours = {
  /** Separators between rows inside a card. */
  subtle: '#eee9f2',
  /** Card and panel outlines, table cells: the most common line. */
  main: '#e6e1ea',
  /** Purple-tinted outline of category tiles. */
  tint: '#eadcf0',
  /** Outlines of option cards, dashed drop zones. */
  medium: '#d9d4de',
  /** Tracks not reached yet (order tracker). */
  track: '#bdb6c4',
  /** Outlines of controls that must read 3:1 on white (inputs, pending markers, inactive dots). */
  strong: '#8a8394',
  /** A cart line that needs attention (price or stock changed). */
  attention: '#f0c7b4',
} as const

/** Pairs of background and text for chips, badges and status bands; each pair reads at least 4.5:1. */
export const toneColours = {
  success: { bg: '#e8f5e9', fg: '#1b5e20' },
  error: { bg: '#fdecea', fg: '#b71c1c' },
  warning: { bg: '#fff3e0', fg: '#8a3b00' },
  info: { bg: '#e3f2fd', fg: '#0d47a1' },
  brand: { bg: surfaceColours.selected, fg: brandColours.purpleDark },
  neutral: { bg: '#ecebee', fg: '#3d3842' },
  slate: { bg: '#eceff1', fg: '#37474f' },
} as const

/** Discounts, deals and urgency ("Ends in 2h"). */
export const dealColours = { main: '#c62828', bg: toneColours.error.bg } as const

/** Rating stars (3:1 against white as a graphic). */
export const ratingColours = { star: '#c77700' } as const

/** The payment provider's purple (payment dialog header, wallet card). */
export const gatewayColours = { main: '#5f259f', light: '#7b3fc4' } as const

/** Translucent layers over pictures and surfaces. */
export const overlayColours = {
  /** Dark label over a picture (ink at 88 %). */
  scrim: 'rgba(31, 26, 36, 0.88)',
  /** Slightly lighter dark label (discount tiles). */
  scrimSoft: 'rgba(31, 26, 36, 0.82)',
  /** Light button or label over a picture. */
  glass: 'rgba(255, 255, 255, 0.92)',
  /** Faint veil over a picture (an unavailable product). */
  glassSoft: 'rgba(255, 255, 255, 0.6)',
  /** Purple hover and active tint of list entries (primary at 8 %). */
  primaryHover: 'rgba(106, 27, 154, 0.08)',
} as const

/** Colours for content on the purple bar, the footer and other dark surfaces. */
export const onDarkColours = {
  main: '#ffffff',
  /** Secondary text on the footer. */
  soft: '#e4d4ef',
  /** Underline of footer links. */
  underline: 'rgba(228, 212, 239, 0.5)',
  /** Fields and hairlines on purple. */
  faint: 'rgba(255, 255, 255, 0.12)',
  /** Icon bubbles on purple. */
  fill: 'rgba(255, 255, 255, 0.25)',
  /** Outline of a dark badge on the footer. */
  border: 'rgba(255, 255, 255, 0.45)',
  /** Disabled text on purple. */
  disabled: 'rgba(255, 255, 255, 0.5)',
  /** Outline of a field on purple (3:1). */
  outline: 'rgba(255, 255, 255, 0.6)',
} as const

/** Corner radii in px. `shape.borderRadius` is `md`, so sx `borderRadius: 1` is md and `2` is lg. */
export const radius = { sm: 6, md: 10, lg: 20, pill: 999 } as const

/** Shadows of our own (MUI's `shadows` array keeps Material's elevations for its components). */
export const shadow = {
  /** Lift of a card or tile under the pointer or holding focus. */
  hover: '0 6px 20px rgba(74, 20, 140, 0.12)',
  /** Round buttons floating over content (carousel arrows). */
  floating: '0 2px 8px rgba(31, 26, 36, 0.18)',
  /** Small raised buttons over pictures. */
  raised: '0 1px 4px rgba(0, 0, 0, 0.16)',
  /** A field raised a little off the purple bar. */
  low: '0 1px 2px rgba(0, 0, 0, 0.12)',
  /** Sticky bars over the page. */
  bar: '0 1px 3px rgba(31, 26, 36, 0.06)',
  /** One-pixel line under the app bar. */
  hairline: '0 1px 0 rgba(0, 0, 0, 0.15)',
  /** Focus halo of a custom input (primary at 25 %). */
  focus: '0 0 0 2px rgba(106, 27, 154, 0.25)',
  /** Development notices pinned over the page. */
  notice: '0 2px 8px rgba(0, 0, 0, 0.3)',
} as const

/** Gradients, each a whole CSS `background` value. */
export const gradient = {
  /** A category tile: selected purple fading to white. */
  categoryTile: `linear-gradient(160deg, ${surfaceColours.selected} 0%, #ffffff 100%)`,
  /** The wallet's balance card. */
  wallet: `linear-gradient(135deg, ${gatewayColours.main} 0%, ${gatewayColours.light} 100%)`,
  /** White veil behind an offer banner's text, fading out to the right. */
  offerFade: 'linear-gradient(90deg, rgba(255, 255, 255, 0.95) 60%, rgba(255, 255, 255, 0))',
  /** White veil behind a hero banner's text, fading out to the right. */
  bannerFade:
    'linear-gradient(90deg, rgba(255, 255, 255, 0.78) 0%, rgba(255, 255, 255, 0.62) 70%, rgba(255, 255, 255, 0) 100%)',
} as const

/** Durations (ms) and easings. The theme's `transitions` carry them; reduced motion switches them off. */
export const motion = {
  duration: { fast: 150, medium: 200, slow: 250 },
  easing: { standard: 'ease', emphasized: 'cubic-bezier(0.4, 0, 0.2, 1)' },
} as const

/** Colours of the development-only mock notice (plain DOM styles, no theme there). */
export const devNoticeColours = { bg: '#3d2c00', fg: '#fff8e1' } as const

export const fontFamily =
  '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'

/** Brand logos of other companies keep their own colours (Google's sign-in button). */
export const thirdPartyColours = {
  googleRed: '#EA4335',
  googleBlue: '#4285F4',
  googleYellow: '#FBBC05',
  googleGreen: '#34A853',
} as const
