import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Form, NumberInput, TextInput, Title, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { DiningTable } from './table.types';
import { DEFAULT_SEATS, validateSeats, validateTableNumber } from './tableForm';
import { type TableFormValues, useSaveTable } from './useSaveTable';

interface Props {
  title: string;
  /** The table being edited; none for a new one. */
  record?: DiningTable;
  /** Where "Abbrechen" leads. */
  cancelTo: string;
}

/** The table form (spec 8): number and seats, both required, at least 1 seat, 4 by default, checked while typing; name and area optional. */
export const TableForm = ({ title, record, cancelTo }: Props) => {
  const translate = useTranslate();
  const save = useSaveTable(record);
  const defaultValues: TableFormValues = record
    ? { tableNumber: record.tableNumber, seatingCapacity: record.seatingCapacity, name: record.name ?? '', area: record.area ?? '' }
    : { tableNumber: null, seatingCapacity: DEFAULT_SEATS, name: '', area: '' };
  return (
    <Box sx={{ p: 2, maxWidth: 560 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ pt: 2, pb: 2 }}>
        {title}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Form<TableFormValues>
            key={record?.updatedAt ?? 'new'}
            defaultValues={defaultValues}
            onSubmit={(values: Partial<TableFormValues>) => save(values as TableFormValues)}
            mode="onChange"
            noValidate
          >
            <Stack spacing={1}>
              <NumberInput
                source="tableNumber"
                label={translate('app.tables.fields.tableNumber')}
                validate={validateTableNumber}
                min={1}
                step={1}
                autoFocus
                isRequired
                fullWidth
                helperText={false}
              />
              <NumberInput
                source="seatingCapacity"
                label={translate('app.tables.fields.seatingCapacity')}
                validate={validateSeats}
                min={1}
                step={1}
                isRequired
                fullWidth
                helperText={false}
              />
              <TextInput
                source="name"
                label={translate('app.tables.fields.name')}
                helperText={translate('app.tables.name_hint')}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 60 } }}
              />
              <TextInput
                source="area"
                label={translate('app.tables.fields.area')}
                helperText={translate('app.tables.area_hint')}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 60 } }}
              />
            </Stack>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 1 }}>
              <Button component={Link} to={cancelTo}>
                {translate('app.action.abort')}
              </Button>
              <Button type="submit" variant="contained" startIcon={<SaveIcon />}>
                {translate('app.action.save')}
              </Button>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};
