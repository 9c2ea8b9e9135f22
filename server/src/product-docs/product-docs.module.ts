import { Module } from '@nestjs/common';
import { ProductDocsController } from './product-docs.controller.js';

@Module({ controllers: [ProductDocsController] })
export class ProductDocsModule {}
