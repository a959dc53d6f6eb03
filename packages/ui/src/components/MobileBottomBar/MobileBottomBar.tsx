import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined'
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined'
import SearchIcon from '@mui/icons-material/Search'
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Paper from '@mui/material/Paper'
import { keyframes, useTheme } from '@mui/material/styles'
import { type ReactNode, useEffect, useState } from 'react'
import { visuallyHidden } from '../PageLayout/visuallyHidden.ts'
import { cartLabel } from '../TopNav/TopNav.tsx'

export interface MobileBottomBarProps {
  cartCount: number
  /** /my-account for a shopper, /login for a visitor. */
  accountHref: string
  /** The Search button: open the search overlay. */
  onSearch: () => void
  /** The bar appears once the page has scrolled more than this many pixels (50 in the specification). */
  scrollThreshold?: number
  homeHref?: string
  cartHref?: string
}

/** True once `window.scrollY` passes the threshold; a passive listener, so scrolling never waits on it. */
function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold)
    // The first reading waits for the browser's own layout: scrollY needs an up-to-date layout, and asking
    // for it during a render, straight after a commit or in an animation frame callback (which runs before
    // the frame's layout) makes the browser lay out the whole page inside that script. A ResizeObserver
    // reports just after the frame's layout, so the reading costs nothing.
    const firstReading =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            firstReading?.disconnect()
            update()
          })
    if (firstReading) firstReading.observe(document.documentElement)
    else update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      firstReading?.disconnect()
      window.removeEventListener('scroll', update)
    }
  }, [threshold])
  return past
}

// The bar slides up from the screen's foot when it appears and back down when it goes, with the timings
// of MUI's Slide. Plain CSS animations: MUI's transition components would bring their own code (and
// react-transition-group's) into every page, since the bar is on every page.
const slideIn = keyframes`from { transform: translateY(100%); } to { transform: none; }`
const slideOut = keyframes`from { transform: none; } to { transform: translateY(100%); }`

/**
 * Whether the bar is in the page: from the moment it is shown until its leaving animation has had its
 * time. A timer, not the animation's end event, so the bar goes even where animations are switched off.
 */
function usePresence(shown: boolean, leaveMs: number) {
  const [present, setPresent] = useState(shown)
  if (shown && !present) setPresent(true)
  const leaving = present && !shown
  useEffect(() => {
    if (!leaving) return
    const timer = setTimeout(() => setPresent(false), leaveMs)
    return () => clearTimeout(timer)
  }, [leaving, leaveMs])
  return { present, leaving }
}

/**
 * The phone's bottom bar: Home, Search, Cart with its count and Account. Only below md, and only once
 * the page has scrolled past the threshold.
 */
export function MobileBottomBar({
  cartCount,
  accountHref,
  onSearch,
  scrollThreshold = 50,
  homeHref = '/',
  cartHref = '/shopping-cart',
}: MobileBottomBarProps) {
  const { transitions } = useTheme()
  const { present, leaving } = usePresence(
    useScrolledPast(scrollThreshold),
    transitions.duration.leavingScreen,
  )
  if (!present) return null
  return (
    <Paper
      component="nav"
      aria-label="Quick links"
      elevation={12}
      square
      sx={(theme) => ({
        display: { xs: 'grid', md: 'none' },
        gridTemplateColumns: 'repeat(4, 1fr)',
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: theme.zIndex.appBar,
        borderTop: '1px solid',
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom)',
        animation: leaving
          ? `${slideOut} ${transitions.duration.leavingScreen}ms ${transitions.easing.sharp} forwards`
          : `${slideIn} ${transitions.duration.enteringScreen}ms ${transitions.easing.easeOut}`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      })}
    >
      <BarItem href={homeHref} icon={<HomeOutlinedIcon />} label="Home" />
      <BarItem onClick={onSearch} icon={<SearchIcon />} label="Search" />
      <BarItem
        href={cartHref}
        spokenName={cartLabel(cartCount)}
        icon={
          <Badge
            badgeContent={cartCount}
            max={99}
            color="primary"
            slotProps={{ badge: { 'aria-hidden': true } }}
            sx={{ '& .MuiBadge-badge': { fontWeight: 700 } }}
          >
            <ShoppingCartOutlinedIcon />
          </Badge>
        }
        label="Cart"
      />
      <BarItem href={accountHref} icon={<PersonOutlineIcon />} label="Account" />
    </Paper>
  )
}

function BarItem({
  href,
  onClick,
  icon,
  label,
  spokenName,
}: {
  href?: string
  onClick?: () => void
  icon: ReactNode
  label: string
  /** Replaces the visible label for assistive technology ("Cart, 3 items" where the screen says "Cart"). */
  spokenName?: string
}) {
  const sx = {
    display: 'flex',
    flexDirection: 'column',
    gap: 0.25,
    py: 0.9,
    minHeight: 56,
    color: 'text.primary',
    fontSize: '0.75rem',
    fontWeight: 600,
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  } as const
  const content = (
    <>
      {icon}
      <Box component="span" aria-hidden={spokenName ? true : undefined}>
        {label}
      </Box>
      {spokenName && (
        <Box component="span" sx={visuallyHidden}>
          {spokenName}
        </Box>
      )}
    </>
  )
  // With href and no `component`, ButtonBase renders the theme's LinkComponent (the app's router link).
  return href ? (
    <ButtonBase href={href} sx={sx}>
      {content}
    </ButtonBase>
  ) : (
    <ButtonBase onClick={onClick} sx={sx}>
      {content}
    </ButtonBase>
  )
}
