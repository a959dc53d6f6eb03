import AppleIcon from '@mui/icons-material/Apple'
import MailOutlineIcon from '@mui/icons-material/EmailOutlined'
import InstagramIcon from '@mui/icons-material/Instagram'
import LinkedInIcon from '@mui/icons-material/LinkedIn'
import ShopIcon from '@mui/icons-material/Shop'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import type { ReactNode } from 'react'
import { Logo } from '../Logo/Logo.tsx'
import { visuallyHidden } from '../PageLayout/visuallyHidden.ts'

/** The site settings the footer and About Us show (the contract's SiteSettings has the same fields). */
export interface FooterSettings {
  brandName: string
  tagline: string
  about: string
  supportEmail: string
  registeredOffice: string
  operationsOffice: string
  social: { instagram: string; linkedin: string }
  policies: { privacy: string; shipping: string; returnAndCancellation: string; termsOfUse: string }
  appLinks: { playStore: string | null; appStore: string | null }
}

export interface FooterProps {
  settings: FooterSettings
}

// Palette paths of the footer's colours: headings in ink, the rest in the soft tone.
const background = 'surface.footer'
const ink = 'onDark.main'
const soft = 'onDark.soft'

/** The dark purple footer of every page: blurb, addresses, app badges, About, Social, Policies, copyright. */
export function Footer({ settings }: FooterProps) {
  const { policies, social, appLinks } = settings
  return (
    <Box component="footer" sx={{ bgcolor: background, color: soft, mt: 6 }}>
      <Box
        sx={{
          maxWidth: 1500,
          mx: 'auto',
          px: { xs: 2, md: 3 },
          py: { xs: 4, md: 6 },
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1.4fr 1fr 1fr 1.2fr' },
        }}
      >
        <Box>
          <Logo />
          <Box component="p" sx={{ color: ink, fontWeight: 600, mt: 1.5, mb: 1 }}>
            {settings.tagline}
          </Box>
          <Box component="p" sx={{ m: 0, fontSize: '0.9rem', lineHeight: 1.6 }}>
            {settings.about}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2.5 }}>
            <StoreBadge url={appLinks.playStore} icon={<ShopIcon />} over="Get it on" name="Google Play" />
            <StoreBadge
              url={appLinks.appStore}
              icon={<AppleIcon />}
              over="Download on the"
              name="App Store"
            />
          </Box>
        </Box>

        <FooterColumn title="Contact Us">
          <Box component="address" sx={{ fontStyle: 'normal', fontSize: '0.9rem', lineHeight: 1.6 }}>
            <Box component="span" sx={{ display: 'block', color: ink, fontWeight: 600 }}>
              Registered office
            </Box>
            <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line', mb: 1.5 }}>
              {settings.registeredOffice}
            </Box>
            <Box component="span" sx={{ display: 'block', color: ink, fontWeight: 600 }}>
              Operations office
            </Box>
            <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line', mb: 1.5 }}>
              {settings.operationsOffice}
            </Box>
            <FooterLink href={`mailto:${settings.supportEmail}`}>
              <MailOutlineIcon fontSize="small" aria-hidden />
              {settings.supportEmail}
            </FooterLink>
          </Box>
        </FooterColumn>

        <FooterColumn title="About">
          <LinkList>
            <FooterLink href="/About_us">About Us</FooterLink>
          </LinkList>
        </FooterColumn>

        <FooterColumn title="Social">
          <LinkList>
            <FooterLink href={social.instagram} external>
              <InstagramIcon fontSize="small" aria-hidden />
              Instagram
            </FooterLink>
            <FooterLink href={social.linkedin} external>
              <LinkedInIcon fontSize="small" aria-hidden />
              LinkedIn
            </FooterLink>
          </LinkList>
        </FooterColumn>

        <FooterColumn title="Policies">
          <LinkList>
            <FooterLink href={policies.privacy} external>
              Privacy Policy
            </FooterLink>
            <FooterLink href={policies.shipping} external>
              Shipping Policy
            </FooterLink>
            <FooterLink href={policies.returnAndCancellation} external>
              Return &amp; Cancellation
            </FooterLink>
            <FooterLink href={policies.termsOfUse} external>
              Terms of Use
            </FooterLink>
          </LinkList>
        </FooterColumn>
      </Box>
      <Box sx={{ borderTop: 1, borderTopColor: 'onDark.faint' }}>
        <Box
          component="p"
          sx={{ maxWidth: 1500, mx: 'auto', my: 0, px: { xs: 2, md: 3 }, py: 2, fontSize: '0.85rem' }}
        >
          © 2019 - 2024 {settings.brandName}. All rights reserved.
        </Box>
      </Box>
    </Box>
  )
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Box
        component="h2"
        sx={{
          color: ink,
          fontSize: '0.8rem',
          fontWeight: 700,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
          mt: 0,
          mb: 1.5,
        }}
      >
        {title}
      </Box>
      {children}
    </Box>
  )
}

function LinkList({ children }: { children: ReactNode[] | ReactNode }) {
  const items = Array.isArray(children) ? children : [children]
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {items.map((child, index) => (
        // The lists are fixed and never reorder, so the position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <li key={index}>{child}</li>
      ))}
    </Box>
  )
}

function FooterLink({ href, external, children }: { href: string; external?: boolean; children: ReactNode }) {
  return (
    <Link
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        color: soft,
        fontSize: '0.9rem',
        textDecorationColor: (theme) => theme.vars.palette.onDark.underline,
        '&:hover': { color: ink },
        '&:focus-visible': { outline: '2px solid', outlineColor: ink, outlineOffset: 2, borderRadius: 0.5 },
      }}
    >
      {children}
      {external && (
        <Box component="span" sx={visuallyHidden}>
          (opens in a new tab)
        </Box>
      )}
    </Link>
  )
}

/** An app-store badge; without a listing it says "Coming soon" and links nowhere. */
function StoreBadge({
  url,
  icon,
  over,
  name,
}: {
  url: string | null
  icon: ReactNode
  over: string
  name: string
}) {
  const content = (
    <>
      <Box component="span" sx={{ display: 'flex', fontSize: 26 }} aria-hidden>
        {icon}
      </Box>
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.15 }}>
        <Box component="span" sx={{ fontSize: '0.68rem' }}>
          {url ? over : 'Coming soon to'}
        </Box>
        <Box component="span" sx={{ fontSize: '0.95rem', fontWeight: 700, color: ink }}>
          {name}
        </Box>
      </Box>
    </>
  )
  const badge = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 1,
    px: 1.5,
    py: 0.75,
    borderRadius: 1.5,
    border: 1,
    borderColor: 'onDark.border',
    bgcolor: 'common.black',
    color: soft,
    minWidth: 150,
  } as const
  if (!url) return <Box sx={badge}>{content}</Box>
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" underline="none" sx={badge}>
      {content}
      <Box component="span" sx={visuallyHidden}>
        (opens in a new tab)
      </Box>
    </Link>
  )
}
