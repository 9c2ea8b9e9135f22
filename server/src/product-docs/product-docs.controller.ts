import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { notFound } from '../common/api-error.js';
import { repoRoot } from '../config/repo-root.js';
import { isProductDocName, PRODUCT_DOCS, type ProductDocName, renderProductDoc } from './product-docs.js';

/** The product's documentation as pages, for the back office's help (open to anyone: it is the product's, not the restaurant's). */
@ApiTags('product docs')
@Controller('product-docs')
export class ProductDocsController {
  private readonly pages = new Map<ProductDocName, Promise<string>>();

  @Get(':name')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: `One document of the product as a page: ${Object.keys(PRODUCT_DOCS).join(', ')}` })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The page' })
  @ApiNotFoundResponse({ description: 'Kein solches Dokument' })
  page(@Param('name') name: string): Promise<string> {
    if (!isProductDocName(name)) throw notFound('Kein solches Dokument.');
    // Drawn once per process: the documents ship with the product and change only with it.
    if (!this.pages.has(name)) {
      const page = renderProductDoc(repoRoot(), name);
      page.catch(() => this.pages.delete(name));
      this.pages.set(name, page);
    }
    return this.pages.get(name)!;
  }
}
