import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder'
import MenuIcon from '@mui/icons-material/Menu'
import SearchIcon from '@mui/icons-material/Search'
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined'
import AppBar from '@mui/material/AppBar'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import type { ReactNode } from 'react'
import { AccountMenu, type AccountMenuUser } from '../AccountMenu/AccountMenu.tsx'
import { DownloadAppMenu } from '../DownloadAppMenu/DownloadAppMenu.tsx'
import { Logo } from '../Logo/Logo.tsx'
import { visuallyHidden, visuallyHiddenBelow } from '../PageLayout/visuallyHidden.ts'
import { SearchBox, type SearchBoxProps } from '../SearchBox/SearchBox.tsx'

export interface TopNavProps {
  user: AccountMenuUser | null
  /** Number of products in the cart (the length of the cart list). */
  cartCount: number
  /**
   * Number of products on the signed-in shopper's wishlist, shown as a badge on My Wishlist and said in its
   * accessible name ("My Wishlist, 3 items"). Leave it out for a visitor: the link is then the plain entry.
   */
  wishlistCount?: number
  wishlistHref?: string
  cartHref?: string
  /** The header's search box (shown from md up). */
  search: SearchBoxProps
  appLinks: { playStore: string | null; appStore: string | null }
  b2bUrl: string
  onLogout: () => void
  /** The signed-in shopper's delivery address selector (shown from md up). */
  addressSelector?: ReactNode
  /** When given, phones get a search icon button that calls it (for example to open the SearchOverlay). */
  onOpenSearch?: () => void
  /** When given, phones get a menu button before the logo that opens this page of every category. */
  menuHref?: string
}

/** "Cart, 3 items": the cart link's accessible name, since the badge alone says nothing to a screen reader. */
export function cartLabel(count: number) {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`
}

/** "My Wishlist, 3 items": the wishlist link's accessible name when it shows a count badge. */
export function wishlistLabel(count: number) {
  return `My Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`
}

/** The yellow count badge of the cart and the wishlist (its number is hidden from screen readers). */
function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Badge
      badgeContent={count}
      max={99}
      color="secondary"
      slotProps={{ badge: { 'aria-hidden': true } }}
      sx={{ '& .MuiBadge-badge': { fontWeight: 700, bgcolor: 'accent.spark', color: 'text.primary' } }}
    >
      {children}
    </Badge>
  )
}

/**
 * The sticky purple bar at the top of every page: logo, search, Download App, My Wishlist, cart and
 * account. Below md the actions collapse to icons (each keeps its accessible name) and search moves to
 * `onOpenSearch` and the mobile bottom bar.
 */
export function TopNav({
  user,
  cartCount,
  wishlistCount,
  wishlistHref = '/shopping-cart#whishlist-cart',
  cartHref = '/shopping-cart',
  search,
  appLinks,
  b2bUrl,
  onLogout,
  addressSelector,
  onOpenSearch,
  menuHref,
}: TopNavProps) {
  return (
    <AppBar
      position="sticky"
      color="primary"
      elevation={0}
      sx={{ boxShadow: (t) => t.vars.customShadows.hairline }}
    >
      <Toolbar
        component="nav"
        aria-label="Main"
        sx={{
          gap: { xs: 0.25, sm: 0.75, md: 1.5 },
          minHeight: { xs: 56, md: 64 },
          px: { xs: 1.25, md: 3 },
          maxWidth: 1500,
          width: '100%',
          mx: 'auto',
        }}
      >
        {menuHref && (
          <IconButton
            color="inherit"
            href={menuHref}
            aria-label="Category menu"
            edge="start"
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Logo />
        {addressSelector && (
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', flexShrink: 0 }}>
            {addressSelector}
          </Box>
        )}
        <Box sx={{ display: { xs: 'none', md: 'block' }, flex: 1, maxWidth: 640, mx: { md: 1, lg: 3 } }}>
          <SearchBox {...search} />
        </Box>
        <Box sx={{ flex: 1, display: { xs: 'block', md: 'none' } }} />
        {onOpenSearch && (
          <IconButton
            color="inherit"
            aria-label="Search"
            onClick={onOpenSearch}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <SearchIcon />
          </IconButton>
        )}
        <DownloadAppMenu playStoreUrl={appLinks.playStore} appStoreUrl={appLinks.appStore} />
        <Button
          color="inherit"
          href={wishlistHref}
          startIcon={
            wishlistCount === undefined ? (
              <FavoriteBorderIcon />
            ) : (
              <CountBadge count={wishlistCount}>
                <FavoriteBorderIcon />
              </CountBadge>
            )
          }
          sx={{
            minWidth: 0,
            px: { xs: 1, md: 1.5 },
            whiteSpace: 'nowrap',
            '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 }, ml: { xs: 0, md: -0.5 } },
          }}
        >
          {/* With a count, the name is the hidden "My Wishlist, 3 items" (it starts with the words shown). */}
          <Box
            component="span"
            sx={visuallyHiddenBelow('lg')}
            aria-hidden={wishlistCount === undefined ? undefined : true}
          >
            My Wishlist
          </Box>
          {wishlistCount !== undefined && (
            <Box component="span" sx={visuallyHidden}>
              {wishlistLabel(wishlistCount)}
            </Box>
          )}
        </Button>
        {/* The name comes from the hidden text; the badge's "99+" is only a picture of it. */}
        <IconButton color="inherit" href={cartHref}>
          <CountBadge count={cartCount}>
            <ShoppingCartOutlinedIcon />
          </CountBadge>
          <Box component="span" sx={visuallyHidden}>
            {cartLabel(cartCount)}
          </Box>
        </IconButton>
        <AccountMenu user={user} b2bUrl={b2bUrl} onLogout={onLogout} />
      </Toolbar>
    </AppBar>
  )
}
