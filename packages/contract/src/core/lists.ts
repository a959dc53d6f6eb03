/**
 * Named lists: fixed texts and limits. The list page's empty state and failures are the specification's
 * wording; the limits and the refusals are ours. The rules are in docs/product.md, "Named lists".
 */

/** The most characters a list's name has. */
export const LIST_NAME_MAX = 60
/** The most lists one shopper keeps. */
export const LISTS_MAX = 20
/** The most products one list holds. */
export const LIST_ITEMS_MAX = 100

export const LIST_NAME_REQUIRED_MESSAGE = 'New list name is required'
export const LIST_NAME_LENGTH_MESSAGE = `A list name is at most ${LIST_NAME_MAX} characters.`
export const SELECT_LIST_MESSAGE = 'Select a list to add this product to.'
export const NO_LIST_FOUND_MESSAGE = 'No List found!'
export const REMOVE_LIST_ITEM_FAILED_MESSAGE = 'Failed to remove item from list'
export const DELETE_LIST_FAILED_MESSAGE = 'Failed to delete list'
export const ADD_TO_LIST_FAILED_MESSAGE = 'Failed to add the product to the list. Please try again.'
export const CREATE_LIST_FAILED_MESSAGE = 'Failed to create the list. Please try again.'
export const SHARE_LIST_FAILED_MESSAGE = 'Failed to share the list. Please try again.'
export const LINK_COPIED_MESSAGE = 'Link copied'

/** A list id (or share id) that is not one of the shopper's lists, or a link whose sharing has stopped. */
export const LIST_NOT_FOUND_MESSAGE = 'This list was not found.'
export const SHARED_LIST_NOT_FOUND_MESSAGE = 'This list is not shared any more, or the link is wrong.'
export const LIST_ID_REQUIRED_MESSAGE = 'A list id is required.'
export const listNameTakenMessage = (name: string) => `You already have a list named "${name}".`
export const LISTS_FULL_MESSAGE = `You can keep ${LISTS_MAX} lists at most. Delete one to make another.`
export const LIST_FULL_MESSAGE = `A list can hold ${LIST_ITEMS_MAX} products at most.`
export const alreadyInListMessage = (name: string) => `This product is already in "${name}".`
export const addedToListMessage = (name: string) => `Added to "${name}"`
export const LIST_CREATED_MESSAGE = 'List created'
export const LIST_DELETED_MESSAGE = 'List deleted'
export const LIST_ITEM_REMOVED_MESSAGE = 'Removed from the list'
export const SHARING_STOPPED_MESSAGE = 'The list is no longer shared'
