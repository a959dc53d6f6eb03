import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import { useEffect, useId, useState } from 'react'
import { FormDialog } from '../FormDialog/index.ts'

export const reportIssues = [
  'Incorrect Informations',
  'Counterfeit Products',
  'Copyright & Trademarks violation',
  'Others',
]

export interface ReportInput {
  issue: string
  comment: string
}

export interface ReportDialogProps {
  open: boolean
  /** e.g. "Report Seller" or "Report Brand". */
  title?: string
  issues?: string[]
  status: 'idle' | 'submitting'
  /** The server's refusal, shown above the buttons. */
  error?: string | null
  onSubmit: (input: ReportInput) => void
  onClose: () => void
}

/** Report a seller or a brand: one issue (required) and an optional comment. */
export function ReportDialog({
  open,
  title = 'Report',
  issues = reportIssues,
  status,
  error,
  onSubmit,
  onClose,
}: ReportDialogProps) {
  const [issue, setIssue] = useState('')
  const [comment, setComment] = useState('')
  const [missingIssue, setMissingIssue] = useState(false)
  const labelId = useId()
  useEffect(() => {
    if (open) {
      setIssue('')
      setComment('')
      setMissingIssue(false)
    }
  }, [open])
  const submitting = status === 'submitting'
  const submit = () => {
    if (!issue) {
      setMissingIssue(true)
      return
    }
    onSubmit({ issue, comment: comment.trim() })
  }
  return (
    <FormDialog
      open={open}
      title={title}
      submitting={submitting}
      error={error ?? undefined}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={submit}
    >
      <FormControl error={missingIssue} required component="fieldset" fullWidth>
        <FormLabel id={labelId} component="legend">
          What is the issue?
        </FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          name="issue"
          value={issue}
          onChange={(_, next) => {
            setIssue(next)
            setMissingIssue(false)
          }}
        >
          {issues.map((i) => (
            <FormControlLabel key={i} value={i} control={<Radio />} label={i} disabled={submitting} />
          ))}
        </RadioGroup>
        {missingIssue && <FormHelperText>Please choose an issue.</FormHelperText>}
      </FormControl>
      <TextField
        label="Comment (optional)"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={3}
        fullWidth
        disabled={submitting}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        sx={{ mt: 2 }}
      />
    </FormDialog>
  )
}
