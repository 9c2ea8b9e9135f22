import { Box } from '@mui/material';
import { useState } from 'react';
import { productImageCandidates } from './productImage';

interface Props {
  imageUrl: string | null | undefined;
  updatedAt?: string | null;
  /** The default item image, shown when the product has none or its own fails to load. */
  fallback: string;
  alt: string;
  width: number | string;
  height: number;
}

/** A product's picture; falls back to the default item image (spec 4 "Metadata"). */
export const ProductImage = ({ imageUrl, updatedAt, fallback, alt, width, height }: Props) => {
  const candidates = productImageCandidates(imageUrl, updatedAt, fallback);
  const key = candidates.join(' ');
  const [failed, setFailed] = useState({ key, count: 0 });
  const attempt = failed.key === key ? failed.count : 0;
  return (
    <Box
      component="img"
      src={candidates[Math.min(attempt, candidates.length - 1)]}
      alt={alt}
      loading="lazy"
      onError={() => attempt < candidates.length - 1 && setFailed({ key, count: attempt + 1 })}
      sx={{ width, height, objectFit: 'cover', display: 'block', bgcolor: 'action.hover', borderRadius: 1 }}
    />
  );
};
