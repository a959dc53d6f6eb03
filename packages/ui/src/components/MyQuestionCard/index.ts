export {
  type MyQuestionAnswer,
  MyQuestionCard,
  type MyQuestionCardProps,
  type MyQuestionCardTexts,
} from './MyQuestionCard.tsx'
