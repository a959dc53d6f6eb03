import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined'
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined'
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined'
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import type { FooterSettings } from '../Footer/Footer.tsx'

export type AboutUsSettings = Pick<
  FooterSettings,
  'brandName' | 'tagline' | 'about' | 'supportEmail' | 'registeredOffice' | 'operationsOffice'
>

export interface AboutUsProps {
  settings: AboutUsSettings
}

/** The About Us page (/About_us): who we are, for whom, where our offices are and how to reach us. */
export function AboutUs({ settings }: AboutUsProps) {
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        About Us
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.1rem', fontWeight: 600, color: 'primary.main', mb: 2 }}>
        {settings.tagline}
      </Typography>
      <Typography component="p" sx={{ lineHeight: 1.7, mb: 1.5, maxWidth: 760 }}>
        {settings.brandName} is a one-stop B2C and B2B marketplace: shoppers and businesses across India buy
        from many sellers in one place, in rupees.
      </Typography>
      <Typography component="p" sx={{ lineHeight: 1.7, mb: 4, maxWidth: 760 }}>
        {settings.about}
      </Typography>

      <Typography variant="h2" sx={{ mb: 2 }}>
        Who we serve
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 4 }}>
        <InfoCard icon={<StorefrontOutlinedIcon />} title="For shoppers (B2C)">
          Browse categories, brands, stores and deals, keep a cart and a wishlist, and pay online or cash on
          delivery.
        </InfoCard>
        <InfoCard icon={<BusinessCenterOutlinedIcon />} title="For businesses (B2B)">
          A business account gives wholesale prices, tax input credit and savings of up to 15%.
        </InfoCard>
      </Box>

      <Typography variant="h2" sx={{ mb: 2 }}>
        Our offices
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 4 }}>
        <InfoCard icon={<LocationOnOutlinedIcon />} title="Registered office">
          <Box component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
            {settings.registeredOffice}
          </Box>
        </InfoCard>
        <InfoCard icon={<LocationOnOutlinedIcon />} title="Operations office">
          <Box component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
            {settings.operationsOffice}
          </Box>
        </InfoCard>
      </Box>

      <Typography variant="h2" sx={{ mb: 1.5 }}>
        Contact
      </Typography>
      <Typography component="p" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <EmailOutlinedIcon aria-hidden sx={{ color: 'primary.main' }} />
        Write to us at{' '}
        <Link href={`mailto:${settings.supportEmail}`} underline="always" sx={{ fontWeight: 600 }}>
          {settings.supportEmail}
        </Link>
      </Typography>
    </Box>
  )
}

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ display: 'flex', gap: 2 }}>
        <Box
          aria-hidden
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 44,
            height: 44,
            borderRadius: '50%',
            bgcolor: 'overlay.primaryHover',
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
        <Box>
          <Typography variant="h3" sx={{ mb: 0.5 }}>
            {title}
          </Typography>
          <Box sx={{ color: 'text.secondary', lineHeight: 1.6 }}>{children}</Box>
        </Box>
      </CardContent>
    </Card>
  )
}
