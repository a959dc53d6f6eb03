import CloseRounded from '@mui/icons-material/CloseRounded'
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded'
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Collapse from '@mui/material/Collapse'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Slider from '@mui/material/Slider'
import Typography from '@mui/material/Typography'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { groupIndian } from '../../format/index.ts'

/**
 * What the sidebar offers: the price slider's range and step, the rating and discount steps, the genders
 * and the availability choices with their labels. The app passes the listing vocabulary its API speaks
 * (this package knows no wire format); a slider at `priceMax` means "no upper bound".
 */
export interface FilterChoices {
  priceMax: number
  priceStep: number
  /** "N★ & above" choices, highest first. */
  ratings: readonly number[]
  /** "N% or more" choices. */
  discounts: readonly number[]
  /** Every gender a product can be made for, in the order to offer them. */
  genders: readonly string[]
  availabilities: readonly { value: string; label: string }[]
}

export interface FilterValue {
  /** "At least N stars", 1 to 5, or null for any rating. */
  rating: number | null
  minPrice: number
  maxPrice: number
  brand: string | null
  gender: string | null
  availability: string
  /** At least this percent off, or null for any discount. */
  discount: number | null
  /** The chosen value of each product-detail filter (Size, Type, Flavor, Special Diet Needs), by its key. */
  details: Record<string, string>
}

/** A product-detail filter the listing's products carry (e.g. Size), with its values and counts. */
export interface FilterDetail {
  key: string
  label: string
  values: { value: string; count?: number }[]
}

/** A top-level category of the sidebar, with the sub-categories it links to. */
export interface FilterCategory {
  id: string
  name: string
  children?: FilterSubCategory[]
}

/** A sub-category link (the app builds its URL). */
export interface FilterSubCategory {
  id: string
  name: string
  href: string
}

/** A gender the listing's products are made for, with how many. */
export interface FilterGenderCount {
  value: string
  count?: number
}

export interface FilterBrand {
  brandId: string
  brandName: string
  count?: number
}

type LoadStatus = 'loading' | 'error' | 'ready'

export interface FilterSidebarProps {
  /** 'drawer' (phones): a modal drawer that locks the page scroll; 'panel' (desktop): a sticky column. */
  variant: 'drawer' | 'panel'
  /** Only read by the drawer. */
  open?: boolean
  onClose?: () => void
  categories: FilterCategory[]
  categoriesStatus?: LoadStatus
  value: FilterValue
  onChange: (value: FilterValue) => void
  choices: FilterChoices
  brands: FilterBrand[]
  brandsStatus: LoadStatus
  brandsError?: string
  /**
   * The genders the listing's products are made for. Left out, both are offered; given, only these (and
   * a chosen one) with their counts, and no Gender section when there are none.
   */
  genders?: FilterGenderCount[]
  /** Product-detail filters; each gets its own section after Availability (none when empty). */
  details?: FilterDetail[]
  onClear?: () => void
}

const priceText = (n: number, priceMax: number) => `₹${groupIndian(n)}${n >= priceMax ? '+' : ''}`

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 1.5 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

function CategoryParent({ category, defaultOpen }: { category: FilterCategory; defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen)
  const listId = useId()
  const children = category.children ?? []
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Button
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={listId}
        endIcon={open ? <ExpandLessRounded /> : <ExpandMoreRounded />}
        color="inherit"
        fullWidth
        sx={{ justifyContent: 'space-between', textTransform: 'none', fontWeight: 600, px: 0.5 }}
      >
        {category.name}
      </Button>
      <Collapse in={open} id={listId}>
        {children.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ pl: 2, py: 0.5 }}>
            No categories
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {children.map((child) => (
              <Box component="li" key={child.id} sx={{ listStyle: 'none', py: 0.5 }}>
                <Link href={child.href} underline="hover" color="text.primary" variant="body2">
                  {child.name}
                </Link>
              </Box>
            ))}
          </Box>
        )}
      </Collapse>
    </Box>
  )
}

function PriceSlider({
  value,
  onChange,
  priceMax,
  priceStep,
}: {
  value: FilterValue
  onChange: (v: FilterValue) => void
  priceMax: number
  priceStep: number
}) {
  const text = (n: number) => priceText(n, priceMax)
  // The thumbs move locally while dragging; the filter changes once the shopper lets go.
  const [range, setRange] = useState<number[]>([value.minPrice, value.maxPrice])
  useEffect(() => setRange([value.minPrice, value.maxPrice]), [value.minPrice, value.maxPrice])
  return (
    <Box sx={{ px: 1.5 }}>
      <Slider
        value={range}
        min={0}
        max={priceMax}
        step={priceStep}
        disableSwap
        onChange={(_, next) => setRange(next as number[])}
        onChangeCommitted={(_, next) => {
          const [minPrice, maxPrice] = next as [number, number]
          onChange({ ...value, minPrice, maxPrice })
        }}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={text}
        valueLabelFormat={text}
        valueLabelDisplay="auto"
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography variant="body2" data-testid="price-min">
          {text(range[0] ?? 0)}
        </Typography>
        <Typography variant="body2" data-testid="price-max">
          {text(range[1] ?? priceMax)}
        </Typography>
      </Box>
    </Box>
  )
}

function BrandList({
  brands,
  status,
  error,
  value,
  onChange,
}: {
  brands: FilterBrand[]
  status: LoadStatus
  error?: string
  value: FilterValue
  onChange: (v: FilterValue) => void
}) {
  if (status === 'loading') return <Typography variant="body2">Loading brands...</Typography>
  if (status === 'error')
    return (
      <Typography variant="body2" color="error">
        Error loading brands: {error ?? 'Something went wrong'}
      </Typography>
    )
  if (brands.length === 0) return <Typography variant="body2">No brands available</Typography>
  return (
    <RadioGroup
      aria-label="Brands"
      name="brand"
      value={value.brand ?? ''}
      onChange={(_, brand) => onChange({ ...value, brand: brand === '' ? null : brand })}
    >
      <FormControlLabel value="" control={<Radio size="small" />} label="All Brands" />
      {brands.map((b) => (
        <FormControlLabel
          key={b.brandId}
          value={b.brandId}
          control={<Radio size="small" />}
          label={b.count === undefined ? b.brandName : `${b.brandName} (${b.count})`}
          sx={{ '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
        />
      ))}
    </RadioGroup>
  )
}

function DetailSection({
  detail,
  value,
  onChange,
}: {
  detail: FilterDetail
  value: FilterValue
  onChange: (v: FilterValue) => void
}) {
  const choose = (chosen: string) => {
    const { [detail.key]: _, ...rest } = value.details
    onChange({ ...value, details: chosen === '' ? rest : { ...rest, [detail.key]: chosen } })
  }
  return (
    <Section title={detail.label}>
      <RadioGroup
        aria-label={detail.label}
        name={`detail-${detail.key}`}
        value={value.details[detail.key] ?? ''}
        onChange={(_, chosen) => choose(chosen)}
      >
        <FormControlLabel value="" control={<Radio size="small" />} label="All" />
        {detail.values.map((v) => (
          <FormControlLabel
            key={v.value}
            value={v.value}
            control={<Radio size="small" />}
            label={v.count === undefined ? v.value : `${v.value} (${v.count})`}
            sx={{ '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
          />
        ))}
      </RadioGroup>
    </Section>
  )
}

function FilterBody(props: FilterSidebarProps) {
  const { categories, categoriesStatus = 'ready', value, onChange } = props
  // On a phone the drawer opens on what narrows a listing most (ratings, price) and keeps the category
  // tree last and folded; the desktop panel keeps it first and open.
  const inDrawer = props.variant === 'drawer'
  const categorySection = (
    <Section title="Categories">
      {categoriesStatus === 'loading' ? (
        <Typography variant="body2">Loading categories...</Typography>
      ) : categoriesStatus === 'error' ? (
        <Typography variant="body2" color="error">
          Error loading categories
        </Typography>
      ) : categories.length === 0 ? (
        <Typography variant="body2">No categories</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {categories.map((c) => (
            <CategoryParent key={c.id} category={c} defaultOpen={!inDrawer} />
          ))}
        </Box>
      )}
    </Section>
  )
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      {!inDrawer && (
        <>
          {categorySection}
          <Divider />
        </>
      )}
      <Section title="Ratings">
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          {props.choices.ratings.map((stars) => (
            <FormControlLabel
              key={stars}
              control={
                <Checkbox
                  size="small"
                  checked={value.rating === stars}
                  onChange={(_, checked) => onChange({ ...value, rating: checked ? stars : null })}
                />
              }
              label={`${stars}★ & above`}
            />
          ))}
        </Box>
      </Section>
      <Divider />
      <Section title="Pricing">
        <PriceSlider
          value={value}
          onChange={onChange}
          priceMax={props.choices.priceMax}
          priceStep={props.choices.priceStep}
        />
      </Section>
      <Divider />
      <Section title="Discount">
        <RadioGroup
          aria-label="Discount"
          name="discount"
          value={String(value.discount ?? '')}
          onChange={(_, d) => onChange({ ...value, discount: d === '' ? null : Number(d) })}
        >
          <FormControlLabel value="" control={<Radio size="small" />} label="Any discount" />
          {props.choices.discounts.map((percent) => (
            <FormControlLabel
              key={percent}
              value={String(percent)}
              control={<Radio size="small" />}
              label={`${percent}% or more`}
            />
          ))}
        </RadioGroup>
      </Section>
      <Divider />
      <Section title="Brands">
        <BrandList
          brands={props.brands}
          status={props.brandsStatus}
          error={props.brandsError}
          value={value}
          onChange={onChange}
        />
      </Section>
      <GenderSection
        everyGender={props.choices.genders}
        genders={props.genders}
        value={value}
        onChange={onChange}
      />
      <Divider />
      <Section title="Availability">
        <RadioGroup
          aria-label="Availability"
          name="availability"
          value={value.availability}
          onChange={(_, availability) => onChange({ ...value, availability })}
        >
          {props.choices.availabilities.map((a) => (
            <FormControlLabel
              key={a.value}
              value={a.value}
              control={<Radio size="small" />}
              label={a.label}
            />
          ))}
        </RadioGroup>
      </Section>
      {(props.details ?? []).map((detail) => (
        <Box key={detail.key}>
          <Divider />
          <DetailSection detail={detail} value={value} onChange={onChange} />
        </Box>
      ))}
      {inDrawer && (
        <>
          <Divider />
          {categorySection}
        </>
      )}
    </Box>
  )
}

/** The genders on offer: all of them, or the listing's own with counts plus the chosen one. */
function gendersOnOffer(
  everyGender: readonly string[],
  genders: FilterGenderCount[] | undefined,
  chosen: string | null,
): FilterGenderCount[] {
  if (genders === undefined) return everyGender.map((value) => ({ value }))
  return everyGender.flatMap((value): FilterGenderCount[] => {
    const listed = genders.find((gender) => gender.value === value)
    if (listed) return [listed]
    // A chosen gender stays visible (with nothing found) so it can be unticked.
    return value === chosen ? [{ value, count: 0 }] : []
  })
}

function GenderSection({
  everyGender,
  genders,
  value,
  onChange,
}: {
  everyGender: readonly string[]
  genders: FilterGenderCount[] | undefined
  value: FilterValue
  onChange: (value: FilterValue) => void
}) {
  const offered = gendersOnOffer(everyGender, genders, value.gender)
  if (offered.length === 0) return null
  return (
    <>
      <Divider />
      <Section title="Gender">
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          {offered.map((gender) => (
            <FormControlLabel
              key={gender.value}
              control={
                <Checkbox
                  size="small"
                  checked={value.gender === gender.value}
                  onChange={(_, checked) => onChange({ ...value, gender: checked ? gender.value : null })}
                />
              }
              label={gender.count === undefined ? gender.value : `${gender.value} (${gender.count})`}
            />
          ))}
        </Box>
      </Section>
    </>
  )
}

function Header({ onClose, onClear }: { onClose?: () => void; onClear?: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2 }}>
      <Typography component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
        Filters
      </Typography>
      {onClear && (
        <Button size="small" onClick={onClear}>
          Clear all
        </Button>
      )}
      {onClose && (
        <IconButton aria-label="Close filters" onClick={onClose}>
          <CloseRounded />
        </IconButton>
      )}
    </Box>
  )
}

/**
 * The listing filters: categories, ratings, price range, discount, brands, gender, availability and the
 * product details the listing's products carry (size, type, special diet). Controlled:
 * every change calls onChange with the whole new value.
 */
export function FilterSidebar(props: FilterSidebarProps) {
  const { variant, open = false, onClose, onClear } = props
  if (variant === 'drawer') {
    return (
      <Drawer
        open={open}
        onClose={onClose}
        anchor="left"
        slotProps={{ paper: { sx: { width: 'min(360px, 88vw)' }, 'aria-label': 'Filters' } }}
      >
        <Header onClose={onClose} onClear={onClear} />
        <FilterBody {...props} />
      </Drawer>
    )
  }
  return (
    <Box
      component="aside"
      aria-label="Filters"
      sx={{
        position: 'sticky',
        top: 16,
        maxHeight: 'calc(100vh - 32px)',
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Header onClear={onClear} />
      <FilterBody {...props} />
    </Box>
  )
}
