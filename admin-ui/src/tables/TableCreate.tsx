import { useTranslate } from 'react-admin';
import { TableForm } from './TableForm';
import { TABLES_PATH } from './tablePaths';

/** /admin/tables/create: a new table; the server makes its QR code. */
const TableCreate = () => {
  const translate = useTranslate();
  return <TableForm title={translate('app.tables.new')} cancelTo={TABLES_PATH} />;
};

export default TableCreate;
