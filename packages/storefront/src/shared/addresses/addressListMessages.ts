import {
  DEFAULT_ADDRESS_LABEL,
  DELETE_ADDRESS_CONFIRM,
  NO_ADDRESS_MESSAGE,
  PRIMARY_ADDRESS_UNDELETABLE_MESSAGE,
  SEE_LESS_ADDRESSES,
  SEE_MORE_ADDRESSES,
} from '@haat/contract/core'

/** The address list's fixed words, the same in My Account and in the checkouts' address step. */
export const ADDRESS_LIST_MESSAGES = {
  noAddress: NO_ADDRESS_MESSAGE,
  seeMore: SEE_MORE_ADDRESSES,
  seeLess: SEE_LESS_ADDRESSES,
  defaultLabel: DEFAULT_ADDRESS_LABEL,
  undeletable: PRIMARY_ADDRESS_UNDELETABLE_MESSAGE,
  deleteConfirm: DELETE_ADDRESS_CONFIRM,
}
