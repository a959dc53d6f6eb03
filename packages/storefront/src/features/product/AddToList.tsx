import {
  ADD_TO_LIST_FAILED_MESSAGE,
  addedToListMessage,
  CREATE_LIST_FAILED_MESSAGE,
  LIST_NAME_MAX,
  LIST_NAME_REQUIRED_MESSAGE,
  NO_LIST_FOUND_MESSAGE,
} from '@haat/contract/core'
import PlaylistAddRounded from '@mui/icons-material/PlaylistAddRounded'
import Button from '@mui/material/Button'
import { lazy, Suspense, useState } from 'react'
import { type CallError, errorText } from '../../app/errorText.ts'
import { useAppSelector } from '../../app/store.ts'
import { enqueueToast } from '../../app/toast.ts'
import { useOpenedOnce } from '../../shared/dialogs/useOpenedOnce.ts'
import {
  useAddProductToListMutation,
  useCreateSharableListMutation,
  useGetProductInListsQuery,
} from '../../shared/lists/listsApi.ts'
import { listFailureText } from '../../shared/lists/listView.ts'
import { selectIsSignedIn } from '../../shared/session/authSlice.ts'
import { useSignInFirst } from '../../shared/session/session.ts'

const AddToListDialog = lazy(async () => ({ default: (await import('./dialogs.ts')).AddToListDialog }))

/**
 * Add to list on the product page (docs/product.md, "Named lists"): the dialog shows the shopper's lists,
 * each saying whether it already holds the product, read when the dialog opens; the shopper adds the
 * product to one, or names a new list, which is made with the product in it. A visitor is sent to sign in
 * and comes back here. A refusal stays in the dialog for another try; a success closes it with a toast.
 */
export function AddToList({ productId, productName }: { productId: string; productName: string }) {
  const signedIn = useAppSelector(selectIsSignedIn)
  const signInFirst = useSignInFirst()
  const [open, setOpen] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const mounted = useOpenedOnce(open)
  // Read each time the dialog opens, as another tab may have changed the lists; until the answer comes
  // the dialog shows what it read last.
  const lists = useGetProductInListsQuery(productId, {
    skip: !open || !signedIn,
    refetchOnMountOrArgChange: true,
  })
  const [addProduct, adding] = useAddProductToListMutation()
  const [createList, creating] = useCreateSharableListMutation()

  const close = () => {
    setOpen(false)
    setFailure(null)
  }
  const add = async (listId: string) => {
    setFailure(null)
    try {
      const answer = await addProduct({ listId, itemId: productId }).unwrap()
      close()
      enqueueToast(answer.message, { variant: 'success' })
    } catch (error) {
      setFailure(listFailureText(error as CallError, ADD_TO_LIST_FAILED_MESSAGE))
    }
  }
  const create = async (listName: string) => {
    setFailure(null)
    try {
      const answer = await createList({ listName, items: [productId] }).unwrap()
      close()
      enqueueToast(addedToListMessage(answer.listName), { variant: 'success' })
    } catch (error) {
      setFailure(listFailureText(error as CallError, CREATE_LIST_FAILED_MESSAGE))
    }
  }

  const status = lists.data !== undefined ? 'ready' : lists.isError ? 'error' : 'loading'
  const loadFailure =
    status === 'error' ? `Your lists could not be loaded. ${errorText(lists.error as CallError)}` : null

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PlaylistAddRounded />}
        onClick={() => (signedIn ? setOpen(true) : signInFirst())}
        sx={{ justifySelf: 'start' }}
      >
        Add to list
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <AddToListDialog
            open={open}
            productName={productName}
            status={status}
            lists={(lists.data ?? []).map((list) => ({
              id: list.id,
              name: list.listName,
              hasProduct: list.hasProduct,
            }))}
            busy={adding.isLoading ? 'adding' : creating.isLoading ? 'creating' : null}
            error={failure ?? loadFailure}
            nameMax={LIST_NAME_MAX}
            messages={{ nameRequired: LIST_NAME_REQUIRED_MESSAGE, noLists: NO_LIST_FOUND_MESSAGE }}
            onAdd={(listId) => void add(listId)}
            onCreate={(name) => void create(name)}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  )
}
