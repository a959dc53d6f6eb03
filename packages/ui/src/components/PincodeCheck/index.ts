export { PincodeCheck, type PincodeCheckProps, type PincodeResult } from './PincodeCheck.tsx'
