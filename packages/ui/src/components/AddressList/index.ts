export { AddressList, type AddressListMessages, type AddressListProps } from './AddressList.tsx'
