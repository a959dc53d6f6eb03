import {
  DELETE_LIST_FAILED_MESSAGE,
  LINK_COPIED_MESSAGE,
  LIST_DELETED_MESSAGE,
  LIST_ITEM_REMOVED_MESSAGE,
  NO_LIST_FOUND_MESSAGE,
  REMOVE_LIST_ITEM_FAILED_MESSAGE,
  SHARE_LIST_FAILED_MESSAGE,
  SHARING_STOPPED_MESSAGE,
} from '@haat/contract/core'
import { ListTabs, type ListTabsList, ShareListDialog } from '@haat/ui'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { type CallError, errorText } from '../../app/errorText.ts'
import { enqueueToast } from '../../app/toast.ts'
import {
  useDeleteListItemMutation,
  useDeleteListMutation,
  useGetSharableListsQuery,
  useShareListMutation,
  useStopSharingListMutation,
} from '../../shared/lists/listsApi.ts'
import { listTabsOf, sharedListUrl } from '../../shared/lists/listView.ts'

/** What a browser that cannot write to the clipboard (no permission, an old browser) tells the shopper. */
const COPY_FAILED_MESSAGE = 'The link could not be copied: select it and copy it yourself.'

interface ShareDialogState {
  listId: string
  listName: string
  link: string
}

/**
 * Shares a link through the device's own share sheet where the browser has one that takes it; answers
 * false where it has none (a desktop browser, mostly) or refused, so the page shows its own dialog. A
 * shopper who closes the sheet has decided: that counts as shared.
 */
async function shareNatively(data: ShareData): Promise<boolean> {
  if (typeof navigator.share !== 'function') return false
  if (typeof navigator.canShare === 'function' && !navigator.canShare(data)) return false
  try {
    await navigator.share(data)
    return true
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError'
  }
}

/**
 * My Account's lists (docs/product.md, "Named lists"): the lists as tabs, the chosen list's products with
 * Remove, Delete list, and Share, which turns sharing on and hands the link to the device's share sheet,
 * or, where the browser has none, shows it in a dialog with Copy and Stop sharing. Every change re-reads
 * the lists; a removal or deletion shows at once and comes back with a toast if the server refuses.
 */
export function ListsSection() {
  const headingId = useId()
  const lists = useGetSharableListsQuery()
  const [selectedId, setSelectedId] = useState<string>()
  const [removeItem, removing] = useDeleteListItemMutation()
  const [deleteList, deleting] = useDeleteListMutation()
  const [shareList, sharing] = useShareListMutation()
  const [stopSharing, stopping] = useStopSharingListMutation()
  const [dialog, setDialog] = useState<ShareDialogState | null>(null)
  const [copied, setCopied] = useState(false)
  const [stopFailure, setStopFailure] = useState<string | null>(null)

  const tabs = lists.data ? listTabsOf(lists.data) : []
  const status = lists.data ? 'ready' : lists.isError ? 'error' : 'loading'

  const remove = async (listId: string, productId: string) => {
    try {
      await removeItem({ listId, productId }).unwrap()
      enqueueToast(LIST_ITEM_REMOVED_MESSAGE, { variant: 'success' })
    } catch {
      enqueueToast(REMOVE_LIST_ITEM_FAILED_MESSAGE, { variant: 'error' })
    }
  }

  const drop = async (listId: string) => {
    try {
      await deleteList(listId).unwrap()
      enqueueToast(LIST_DELETED_MESSAGE, { variant: 'success' })
    } catch {
      enqueueToast(DELETE_LIST_FAILED_MESSAGE, { variant: 'error' })
    }
  }

  const share = async (list: ListTabsList) => {
    let shareId: string
    try {
      shareId = (await shareList(list.id).unwrap()).shareId
    } catch {
      enqueueToast(SHARE_LIST_FAILED_MESSAGE, { variant: 'error' })
      return
    }
    const link = sharedListUrl(window.location.origin, shareId)
    if (await shareNatively({ title: list.name, url: link })) return
    setCopied(false)
    setStopFailure(null)
    setDialog({ listId: list.id, listName: list.name, link })
  }

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
    } catch {
      enqueueToast(COPY_FAILED_MESSAGE, { variant: 'warning' })
    }
  }

  const stop = async (listId: string) => {
    setStopFailure(null)
    try {
      await stopSharing(listId).unwrap()
      setDialog(null)
      enqueueToast(SHARING_STOPPED_MESSAGE, { variant: 'success' })
    } catch (error) {
      const text = errorText(error as CallError)
      if (dialog?.listId === listId) setStopFailure(text)
      else enqueueToast(text, { variant: 'error' })
    }
  }

  const shown = tabs.find((list) => list.id === selectedId) ?? tabs[0]
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1.5 }}>
        My Lists
      </Typography>
      <ListTabs
        status={status}
        lists={tabs}
        selectedId={selectedId}
        onSelect={setSelectedId}
        messages={{ noLists: NO_LIST_FOUND_MESSAGE }}
        errorText={`Your lists could not be loaded. ${errorText(lists.error as CallError)}`}
        removingProductId={removing.isLoading ? (removing.originalArgs?.productId ?? null) : null}
        deleting={deleting.isLoading}
        sharing={sharing.isLoading && sharing.originalArgs === shown?.id}
        stoppingSharing={stopping.isLoading && stopping.originalArgs === shown?.id && dialog === null}
        onRemove={(listId, productId) => void remove(listId, productId)}
        onDelete={(listId) => void drop(listId)}
        onShare={(listId) => {
          const list = tabs.find((each) => each.id === listId)
          if (list) void share(list)
        }}
        onStopSharing={(listId) => void stop(listId)}
      />
      {dialog && (
        <ShareListDialog
          open
          listName={dialog.listName}
          link={dialog.link}
          copied={copied}
          stopping={stopping.isLoading}
          error={stopFailure}
          messages={{ copied: LINK_COPIED_MESSAGE }}
          onCopy={() => void copy(dialog.link)}
          onStopSharing={() => void stop(dialog.listId)}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  )
}
