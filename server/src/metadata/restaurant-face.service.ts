import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { contentEtag } from '../http/etag.js';
import { ImageStore } from '../media/image-store.service.js';
import { mediaUrl } from '../media/media-url.js';
import { DEFAULT_ICON_SVG } from './default-icon.js';
import { MetadataRepository } from './metadata.repository.js';

/** The product's name: what guests see while the restaurant has not named itself. */
const PRODUCT_NAME = 'Tischlein';
/** Browsers show a favicon at 16 to 32 pixels, twice that on sharp screens. */
const ICON_SIZE = 64;

/** The restaurant's name as guests and the team's login see it: app info's appName, else its companyName, else the product's. */
export const restaurantName = (info: { appName: string | null; companyName: string | null }) =>
  info.appName ?? info.companyName ?? PRODUCT_NAME;

/** How the guest app presents the restaurant: its name, its logo and the favicon. */
export interface RestaurantFace {
  /** App info's appName, else its companyName, else the product's name. */
  name: string;
  logoUrl: string | null;
  /** /favicon.ico with the images' version stamp: a new logo is a new URL, which no browser has cached. */
  iconUrl: string;
}

export interface Favicon {
  body: Buffer;
  etag: string;
}

/** The restaurant's name and logo as the guest app's pages show them, and the favicon made from the logo. */
@Injectable()
export class RestaurantFaceService {
  /** The favicon last made, with the logo it was made from (null: the product's icon). */
  private icon: { logoMediaId: string | null; favicon: Promise<Favicon> } | null = null;

  constructor(
    private readonly metadata: MetadataRepository,
    private readonly images: ImageStore,
  ) {}

  async face(): Promise<RestaurantFace> {
    const info = await this.metadata.appInfo();
    const metadata = await this.metadata.appMetadata();
    return {
      name: restaurantName(info),
      logoUrl: mediaUrl(metadata.logoMediaId, metadata.updatedAt),
      iconUrl: `/favicon.ico?v=${metadata.updatedAt.getTime()}`,
    };
  }

  /** The logo as a square PNG when there is one, else the product's icon. */
  async favicon(): Promise<Favicon> {
    const { logoMediaId } = await this.metadata.appMetadata();
    if (!this.icon || this.icon.logoMediaId !== logoMediaId) {
      const favicon = this.render(logoMediaId);
      const made = { logoMediaId, favicon };
      this.icon = made;
      // A failed one is not kept: the next request tries again.
      favicon.catch(() => this.icon === made && (this.icon = null));
    }
    return this.icon.favicon;
  }

  private async render(logoMediaId: string | null): Promise<Favicon> {
    const logo = logoMediaId ? await this.images.bytes(logoMediaId) : null;
    const body = await sharp(logo ?? Buffer.from(DEFAULT_ICON_SVG))
      .resize(ICON_SIZE, ICON_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { body, etag: contentEtag(body) };
  }
}
