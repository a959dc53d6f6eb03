export {
  type AskQuestionControl,
  type ProductAnswer,
  type ProductQuestion,
  QuestionList,
  type QuestionListProps,
} from './QuestionList.tsx'
