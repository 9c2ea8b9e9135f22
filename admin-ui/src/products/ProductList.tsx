import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { ListBase, Pagination, Title, useListContext, useStore, useTranslate } from 'react-admin';
import { DeleteProductDialog } from './DeleteProductDialog';
import { GuestMenuFallback } from './GuestMenuFallback';
import { ProductCard } from './ProductCard';
import { ProductDialog } from './ProductDialog';
import { ProductFilterBar } from './ProductFilterBar';
import { ProductTable } from './ProductTable';
import { ProductsToolbar, type ProductsView } from './ProductsToolbar';
import { isAdminApiDown } from './adminApiDown';
import type { Product } from './product.types';
import { newProductForm } from './productForm';
import {
  PRODUCT_SORTS,
  PRODUCTS_DEFAULT_FILTERS,
  PRODUCTS_PER_PAGE,
  narrowsProducts,
  sanitizeProductFilters,
  toProductApiFilter,
  type ProductFilterValues,
} from './productFilters';
import { useDefaultItemImage } from './useDefaultItemImage';
import { useMenuLists } from './useMenuLists';

type DialogState = { kind: 'create' } | { kind: 'edit'; product: Product } | { kind: 'delete'; product: Product } | null;

/** No products: with a filter set, "nothing found" and a way back; without one, the way to the first product. */
const EmptyProducts = ({ filtered, onReset, onCreate }: { filtered: boolean; onReset: () => void; onCreate: () => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, display: 'grid', gap: 2, justifyItems: 'center' }} data-testid="products-empty">
      <Typography variant="h6" component="p">
        {translate(filtered ? 'app.products.empty' : 'app.products.none_yet')}
      </Typography>
      {filtered ? (
        <Button variant="outlined" onClick={onReset}>
          {translate('app.products.reset_filters')}
        </Button>
      ) : (
        <Button variant="contained" onClick={onCreate}>
          {translate('app.products.new')}
        </Button>
      )}
    </Box>
  );
};

const ProductsContent = ({ filters, setFilters }: { filters: ProductFilterValues; setFilters: (f: ProductFilterValues) => void }) => {
  const translate = useTranslate();
  const { data, isPending, isFetching, error, refetch, setPage } = useListContext<Product>();
  const [view, setView] = useStore<ProductsView>('products.view', 'cards');
  const [dialog, setDialog] = useState<DialogState>(null);
  const lists = useMenuLists();
  const defaultImage = useDefaultItemImage();
  const apiDown = isAdminApiDown(error);
  const handlers = {
    onEdit: (product: Product) => setDialog({ kind: 'edit', product }),
    onDelete: (product: Product) => setDialog({ kind: 'delete', product }),
    disabled: apiDown,
  };
  const changeFilters = (next: ProductFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  const body = () => {
    if (apiDown) return <GuestMenuFallback filters={filters} lists={lists} defaultImage={defaultImage} />;
    if (error && !data) return <Alert severity="error">{String((error as Error).message ?? error)}</Alert>;
    if (!isPending && (data?.length ?? 0) === 0) {
      return (
        <EmptyProducts
          filtered={narrowsProducts(filters)}
          onReset={() => changeFilters(PRODUCTS_DEFAULT_FILTERS)}
          onCreate={() => setDialog({ kind: 'create' })}
        />
      );
    }
    if (view === 'table') return <ProductTable lists={lists} defaultImage={defaultImage} {...handlers} />;
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {(data ?? []).map((product) => (
          <ProductCard key={product.id} product={product} lists={lists} defaultImage={defaultImage} {...handlers} />
        ))}
      </Box>
    );
  };

  return (
    <Box sx={{ px: 2, pb: 2, minWidth: 0 }}>
      <Title title={translate('app.products.title')} />
      <ProductsToolbar
        view={view}
        onViewChange={setView}
        onRefresh={() => refetch()}
        onCreate={() => setDialog({ kind: 'create' })}
        disabled={apiDown}
      />
      <ProductFilterBar filters={filters} onChange={changeFilters} lists={lists} />
      <Box sx={{ height: 4 }}>{isFetching && !apiDown && <LinearProgress />}</Box>
      {body()}
      {!apiDown && <Pagination rowsPerPageOptions={[PRODUCTS_PER_PAGE]} />}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <ProductDialog
          product={dialog.kind === 'edit' ? dialog.product : null}
          initial={newProductForm(filters.typeCode, filters.categoryId)}
          lists={lists}
          defaultImage={defaultImage}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && <DeleteProductDialog product={dialog.product} onClose={() => setDialog(null)} />}
    </Box>
  );
};

/** /admin/products (spec 2 "Products"): filters kept in the browser, 20 a page from the server, cards or table. */
const ProductList = () => {
  const [stored, setFilters] = useStore<ProductFilterValues>('products.filters', PRODUCTS_DEFAULT_FILTERS);
  const filters = useMemo(() => sanitizeProductFilters(stored), [stored]);
  const apiFilter = useMemo(() => toProductApiFilter(filters), [filters]);
  return (
    <ListBase<Product>
      resource="products"
      filter={apiFilter}
      sort={PRODUCT_SORTS[filters.sort]}
      perPage={PRODUCTS_PER_PAGE}
      disableSyncWithLocation
      storeKey={false}
      // The screen shows the error itself ("Admin-API nicht aktiv"), no snackbar.
      queryOptions={{ onError: () => undefined }}
    >
      <ProductsContent filters={filters} setFilters={setFilters} />
    </ListBase>
  );
};

export default ProductList;
