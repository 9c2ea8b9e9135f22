import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Card, CardContent, LinearProgress, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { AppDataProvider } from '../providers/dataProvider';
import { APP_INFO_QUERY } from '../providers/settingsMethods';
import { setupSteps, type SetupStep } from './setupSteps';

/** Only the total is wanted: the smallest page every list accepts, sorted by a field it sorts by. */
const firstPageBy = (field: string) => ({ pagination: { page: 1, perPage: 5 }, sort: { field, order: 'ASC' as const } });

/** The steps with what the API answers; null until every answer is there. */
function useSetupSteps(): SetupStep[] | null {
  const dataProvider = useDataProvider<AppDataProvider>();
  const appInfo = useQuery({ queryKey: APP_INFO_QUERY, queryFn: () => dataProvider.getAppInfo(), retry: false });
  const categories = useGetList<{ id: number; typeId: number }>('categories');
  const products = useGetList('products', firstPageBy('name'));
  const tables = useGetList('tables', firstPageBy('tableNumber'));
  const staff = useGetList('staff', firstPageBy('username'));
  const answers = [appInfo, categories, products, tables, staff];
  if (answers.some((answer) => answer.isPending)) return null;
  return setupSteps({
    appInfo: appInfo.data,
    // A category always belongs to a menu type.
    menuWithCategories: (categories.data?.length ?? 0) > 0,
    products: products.total ?? 0,
    tables: tables.total ?? 0,
    staff: staff.total ?? 0,
  });
}

/**
 * The first day's checklist on the panel (issue 33): until the restaurant is set up, each step with a tick and a link
 * to where it is done. Gone once every step is.
 */
export const SetupChecklist = () => {
  const translate = useTranslate();
  const steps = useSetupSteps();
  if (!steps || steps.every((step) => step.done)) return null;
  const done = steps.filter((step) => step.done).length;
  return (
    <Card component="section" aria-labelledby="setup-title" variant="outlined" sx={{ mb: 2 }} data-testid="setup-checklist">
      <CardContent>
        <Typography id="setup-title" variant="h6" component="h2">
          {translate('app.panel.setup.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.panel.setup.intro')}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(100 * done) / steps.length}
          aria-label={translate('app.panel.setup.progress', { done, total: steps.length })}
          sx={{ my: 1.5 }}
        />
        <List dense disablePadding>
          {steps.map((step, index) => (
            <li key={step.key}>
              <ListItemButton component={Link} to={step.to} data-testid={`setup-step-${step.key}`}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {step.done ? <CheckCircleIcon color="success" /> : <RadioButtonUncheckedIcon color="action" />}
                </ListItemIcon>
                <ListItemText
                  primary={`${index + 1}. ${translate(`app.panel.setup.${step.key}`)}`}
                  secondary={translate(step.done ? 'app.panel.setup.done' : 'app.panel.setup.open')}
                />
              </ListItemButton>
            </li>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
