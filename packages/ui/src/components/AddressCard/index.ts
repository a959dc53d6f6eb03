export {
  AddressCard,
  type AddressCardAddress,
  type AddressCardMessages,
  type AddressCardProps,
} from './AddressCard.tsx'
