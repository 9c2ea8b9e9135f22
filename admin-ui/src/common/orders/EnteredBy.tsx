import { Typography, type TypographyProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "Vom Service erfasst: <name>" on an order a staff member entered for the guests; nothing on a guest's own order. */
export const EnteredBy = ({ name, ...props }: { name: string | null | undefined } & TypographyProps) => {
  const translate = useTranslate();
  return name ? (
    <Typography data-testid="entered-by" {...props}>
      {translate('app.order.entered_by', { name })}
    </Typography>
  ) : null;
};
