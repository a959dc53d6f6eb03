// The @mui/icons-material icons that @haat/ui uses, for the Foundations/Icons gallery. Icons.stories.tsx fails
// when a component starts or stops using an icon and this list was not updated.
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined'
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined'
import AccountCircle from '@mui/icons-material/AccountCircle'
import Add from '@mui/icons-material/Add'
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined'
import AddRounded from '@mui/icons-material/AddRounded'
import Apple from '@mui/icons-material/Apple'
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded'
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined'
import AutorenewRounded from '@mui/icons-material/AutorenewRounded'
import Business from '@mui/icons-material/Business'
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined'
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined'
import CheckCircle from '@mui/icons-material/CheckCircle'
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded'
import CheckRounded from '@mui/icons-material/CheckRounded'
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded'
import ChevronRight from '@mui/icons-material/ChevronRight'
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded'
import Close from '@mui/icons-material/Close'
import CloseRounded from '@mui/icons-material/CloseRounded'
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined'
import ContentCopy from '@mui/icons-material/ContentCopy'
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded'
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined'
import DashboardOutlined from '@mui/icons-material/DashboardOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded'
import DoNotDisturbAltOutlined from '@mui/icons-material/DoNotDisturbAltOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import EmailOutlined from '@mui/icons-material/EmailOutlined'
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded'
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded'
import ExpandMore from '@mui/icons-material/ExpandMore'
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded'
import FavoriteBorder from '@mui/icons-material/FavoriteBorder'
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded'
import FavoriteRounded from '@mui/icons-material/FavoriteRounded'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import FlagOutlined from '@mui/icons-material/FlagOutlined'
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined'
import GppBadOutlined from '@mui/icons-material/GppBadOutlined'
import HomeOutlined from '@mui/icons-material/HomeOutlined'
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded'
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined'
import Instagram from '@mui/icons-material/Instagram'
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined'
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown'
import LinkedIn from '@mui/icons-material/LinkedIn'
import LinkRounded from '@mui/icons-material/LinkRounded'
import LocalAtmOutlined from '@mui/icons-material/LocalAtmOutlined'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined'
import LockOutlined from '@mui/icons-material/LockOutlined'
import Login from '@mui/icons-material/Login'
import Logout from '@mui/icons-material/Logout'
import Menu from '@mui/icons-material/Menu'
import MyLocation from '@mui/icons-material/MyLocation'
import OpenInNew from '@mui/icons-material/OpenInNew'
import PauseRounded from '@mui/icons-material/PauseRounded'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import PersonAddAlt from '@mui/icons-material/PersonAddAlt'
import PersonOutlined from '@mui/icons-material/PersonOutlined'
import PhoneIphone from '@mui/icons-material/PhoneIphone'
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded'
import PlayCircleFilledRounded from '@mui/icons-material/PlayCircleFilledRounded'
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded'
import RemoveRounded from '@mui/icons-material/RemoveRounded'
import ReplayRounded from '@mui/icons-material/ReplayRounded'
import SavingsOutlined from '@mui/icons-material/SavingsOutlined'
import Search from '@mui/icons-material/Search'
import SearchRounded from '@mui/icons-material/SearchRounded'
import Share from '@mui/icons-material/Share'
import ShareRounded from '@mui/icons-material/ShareRounded'
import Shop from '@mui/icons-material/Shop'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined'
import StarBorderRounded from '@mui/icons-material/StarBorderRounded'
import StarRounded from '@mui/icons-material/StarRounded'
import Storefront from '@mui/icons-material/Storefront'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import TimerOutlined from '@mui/icons-material/TimerOutlined'
import Toll from '@mui/icons-material/Toll'
import TollOutlined from '@mui/icons-material/TollOutlined'
import TuneRounded from '@mui/icons-material/TuneRounded'
import VerifiedRounded from '@mui/icons-material/VerifiedRounded'
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined'
import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined'
import ZoomInRounded from '@mui/icons-material/ZoomInRounded'

export const usedIcons = {
  AccountBalanceOutlined,
  AccountBalanceWalletOutlined,
  AccountCircle,
  Add,
  AddPhotoAlternateOutlined,
  AddRounded,
  Apple,
  ArrowBackRounded,
  AssignmentReturnOutlined,
  AutorenewRounded,
  Business,
  BusinessCenterOutlined,
  CardGiftcardOutlined,
  CheckCircle,
  CheckCircleRounded,
  CheckRounded,
  ChevronLeftRounded,
  ChevronRight,
  ChevronRightRounded,
  Close,
  CloseRounded,
  ConstructionOutlined,
  ContentCopy,
  ContentCopyRounded,
  CreditCardOutlined,
  DashboardOutlined,
  DeleteOutlineRounded,
  DeleteOutlined,
  DoNotDisturbAltOutlined,
  EditOutlined,
  EmailOutlined,
  ErrorOutlineRounded,
  ExpandLessRounded,
  ExpandMore,
  ExpandMoreRounded,
  FavoriteBorder,
  FavoriteBorderRounded,
  FavoriteRounded,
  FileDownloadOutlined,
  FlagOutlined,
  FolderSharedOutlined,
  GppBadOutlined,
  HomeOutlined,
  HourglassTopRounded,
  ImageNotSupportedOutlined,
  Instagram,
  Inventory2Outlined,
  KeyboardArrowDown,
  LinkRounded,
  LinkedIn,
  LocalAtmOutlined,
  LocalShippingOutlined,
  LocationOnOutlined,
  LockOutlined,
  Login,
  Logout,
  Menu,
  MyLocation,
  OpenInNew,
  PauseRounded,
  PaymentsOutlined,
  PersonAddAlt,
  PersonOutlined,
  PhoneIphone,
  PlayArrowRounded,
  PlayCircleFilledRounded,
  QrCode2Rounded,
  RemoveRounded,
  ReplayRounded,
  SavingsOutlined,
  Search,
  SearchRounded,
  Share,
  ShareRounded,
  Shop,
  ShoppingCartOutlined,
  StarBorderOutlined,
  StarBorderRounded,
  StarRounded,
  Storefront,
  StorefrontOutlined,
  TimerOutlined,
  Toll,
  TollOutlined,
  TuneRounded,
  VerifiedRounded,
  VerifiedUserOutlined,
  Visibility,
  VisibilityOff,
  WorkspacePremiumOutlined,
  ZoomInRounded,
}
