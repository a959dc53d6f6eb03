import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded'
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined'
import LinkRounded from '@mui/icons-material/LinkRounded'
import ShareRounded from '@mui/icons-material/ShareRounded'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { Price } from '../Price/index.ts'
import { StockLabel } from '../StockLabel/index.ts'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

/** A product of a list, as the shopper sees it now. */
export interface ListTabsProduct {
  productId: string
  name: string
  /** The product's page. */
  href: string
  imageUrl: string
  /** Original price in rupees. */
  price: number
  /** Price the shopper pays, in rupees. */
  offerPrice: number
  stock: number
}

export interface ListTabsList {
  id: string
  name: string
  /** Whether the list has a live public link. */
  shared: boolean
  products: ListTabsProduct[]
}

export interface ListTabsProps {
  status: 'loading' | 'error' | 'ready'
  lists: ListTabsList[]
  /** The list shown; the first when none is given or the one given is gone (deleted, say). */
  selectedId?: string
  onSelect: (listId: string) => void
  /** The rule's text (the storefront passes the contract's): the shopper has no list at all. */
  messages: { noLists: string }
  /** Why the lists could not be read. */
  errorText?: string
  /** The product whose removal is being sent. */
  removingProductId?: string | null
  /** True while the shown list is being deleted. */
  deleting?: boolean
  /** True while the shown list's link is being made. */
  sharing?: boolean
  /** True while sharing of the shown list is being stopped. */
  stoppingSharing?: boolean
  onRemove: (listId: string, productId: string) => void
  /** Called once the shopper has confirmed the deletion. */
  onDelete: (listId: string) => void
  onShare: (listId: string) => void
  onStopSharing: (listId: string) => void
}

const rowSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '64px minmax(0, 1fr)', sm: '80px minmax(0, 1fr) auto' },
  columnGap: 2,
  rowGap: 1,
  alignItems: 'center',
  py: 1.5,
  borderBottom: 1,
  borderBottomColor: 'border.subtle',
  '&:last-of-type': { borderBottom: 0 },
} as const

const pictureSx = {
  width: { xs: 64, sm: 80 },
  height: { xs: 64, sm: 80 },
  borderRadius: 1,
  bgcolor: 'surface.muted',
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  gridRow: { xs: 'span 2', sm: 'auto' },
} as const

/**
 * The shopper's named lists as tabs (the first chosen unless another is), and the chosen list's products:
 * picture and name linking to the product, price with the saving, and Remove. Share makes the list's
 * link; a shared list is marked Shared and can stop being shared; Delete list asks before it deletes.
 */
export function ListTabs({
  status,
  lists,
  selectedId,
  onSelect,
  messages,
  errorText = 'Your lists could not be loaded.',
  removingProductId = null,
  deleting = false,
  sharing = false,
  stoppingSharing = false,
  onRemove,
  onDelete,
  onShare,
  onStopSharing,
}: ListTabsProps) {
  const baseId = useId()
  const [confirming, setConfirming] = useState(false)

  if (status === 'loading') return <ListTabsSkeleton />
  if (status === 'error') return <Alert severity="error">{errorText}</Alert>
  if (lists.length === 0)
    return (
      <Box sx={{ py: 5, textAlign: 'center' }}>
        <Typography component="p" variant="h3">
          {messages.noLists}
        </Typography>
        <Typography component="p" color="text.secondary" sx={{ mt: 1 }}>
          Use Add to list on a product’s page to start one.
        </Typography>
      </Box>
    )

  const index = Math.max(
    0,
    lists.findIndex((list) => list.id === selectedId),
  )
  const list = lists[index] as ListTabsList
  const tabId = (i: number) => `${baseId}-tab-${i}`
  const panelId = `${baseId}-panel`
  const busy = deleting || sharing || stoppingSharing

  return (
    <Box sx={{ minWidth: 0 }}>
      <Tabs
        value={index}
        onChange={(_, next: number) => onSelect((lists[next] as ListTabsList).id)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Your lists"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {lists.map((item, i) => (
          <Tab
            key={item.id}
            id={tabId(i)}
            aria-controls={panelId}
            label={
              <span>
                {item.name}{' '}
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
                  ({item.products.length}
                  <VisuallyHidden>{item.products.length === 1 ? ' product' : ' products'}</VisuallyHidden>)
                </Box>
              </span>
            }
            sx={{ maxWidth: 260, minHeight: 48 }}
          />
        ))}
      </Tabs>

      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(index)} sx={{ pt: 2 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
            mb: 1,
          }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Typography variant="h3" sx={{ overflowWrap: 'anywhere' }}>
              {list.name}
            </Typography>
            {list.shared && (
              <Chip
                icon={<LinkRounded />}
                label="Shared"
                size="small"
                color="success"
                variant="outlined"
                sx={{ fontWeight: 600 }}
              />
            )}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<ShareRounded />}
              onClick={() => onShare(list.id)}
              loading={sharing}
              disabled={busy && !sharing}
            >
              Share
            </Button>
            {list.shared && (
              <Button
                onClick={() => onStopSharing(list.id)}
                loading={stoppingSharing}
                disabled={busy && !stoppingSharing}
              >
                Stop sharing
              </Button>
            )}
            <Button
              color="error"
              startIcon={<DeleteOutlineRounded />}
              onClick={() => setConfirming(true)}
              loading={deleting}
              disabled={busy && !deleting}
            >
              Delete list
            </Button>
          </Box>
        </Box>

        {list.products.length === 0 ? (
          <Box sx={{ py: 4, textAlign: 'center' }}>
            <Typography component="p" sx={{ fontWeight: 600 }}>
              This list is empty.
            </Typography>
            <Typography component="p" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Products you add with Add to list on their pages show here.
            </Typography>
          </Box>
        ) : (
          <Box component="ul" aria-label={`Products in ${list.name}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {list.products.map((product) => (
              <Box component="li" key={product.productId} sx={rowSx}>
                <ProductPicture product={product} />
                <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
                  <Link
                    href={product.href}
                    sx={{
                      fontWeight: 600,
                      color: 'text.primary',
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {product.name}
                  </Link>
                  <Price price={product.price} offerPrice={product.offerPrice} size="sm" />
                  <StockLabel stock={product.stock} />
                </Box>
                <Button
                  size="small"
                  color="inherit"
                  startIcon={<DeleteOutlineRounded />}
                  onClick={() => onRemove(list.id, product.productId)}
                  loading={removingProductId === product.productId}
                  disabled={removingProductId !== null && removingProductId !== product.productId}
                  aria-label={`Remove ${product.name} from ${list.name}`}
                  sx={{ justifySelf: 'start', color: 'text.secondary' }}
                >
                  Remove
                </Button>
              </Box>
            ))}
          </Box>
        )}
      </Box>

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby={`${baseId}-confirm`}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={`${baseId}-confirm`}>Delete this list?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
            “{list.name}” and the {list.products.length === 1 ? 'product' : 'products'} in it leave your lists
            {list.shared ? ', and its shared link stops working' : ''}. The products stay in the store.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Keep it</Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => {
              setConfirming(false)
              onDelete(list.id)
            }}
          >
            Delete list
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  )
}

function ProductPicture({ product }: { product: ListTabsProduct }) {
  const [failed, setFailed] = useState(false)
  return (
    // The name beside it is the link a screen reader hears; the picture is a second way in for the mouse.
    <Link href={product.href} tabIndex={-1} aria-hidden sx={pictureSx}>
      {failed || !product.imageUrl ? (
        <ImageNotSupportedOutlined sx={{ color: 'text.secondary' }} />
      ) : (
        <Box
          component="img"
          src={product.imageUrl}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'contain', p: 0.5 }}
        />
      )}
    </Link>
  )
}

/** The tabs and three product rows in their loaded sizes, so nothing moves when the lists arrive. */
function ListTabsSkeleton() {
  return (
    <Box aria-busy="true" data-testid="list-tabs-loading">
      <VisuallyHidden>Loading your lists</VisuallyHidden>
      <Box
        sx={{
          display: 'flex',
          gap: 3,
          height: 48,
          alignItems: 'center',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {[96, 120, 80].map((width) => (
          <Skeleton key={width} variant="text" width={width} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', pt: 2, mb: 1 }}>
        <Skeleton variant="text" width={160} sx={{ fontSize: '1.1rem' }} />
        <Skeleton variant="rounded" width={200} height={36} />
      </Box>
      {[0, 1, 2].map((row) => (
        <Box key={row} sx={rowSx}>
          <Skeleton
            variant="rounded"
            sx={{ width: pictureSx.width, height: pictureSx.height, gridRow: pictureSx.gridRow }}
          />
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="text" width="40%" />
          </Box>
        </Box>
      ))}
    </Box>
  )
}
