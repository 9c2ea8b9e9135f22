import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { conflict, fieldError, notFound } from '../common/api-error.js';
import type { AppEvents } from '../events/app-events.js';
import { ReactTo } from '../events/event-bus.service.js';
import { MenuService } from '../menu/menu.service.js';
import { type StationDto, type StationInputDto, WARN_AFTER_MINUTES } from './dto/station.dto.js';
import type { Station } from './station.entity.js';
import { StationsRepository } from './stations.repository.js';

export const STATION_NOT_FOUND = 'Station nicht gefunden.';
const DEFAULT_STAYS =
  'Die Standardstation bekommt alle Positionen ohne eigene Station; zuerst eine andere Station zur Standardstation machen.';

const toStationDto = (s: Station): StationDto => ({
  id: s.id,
  name: s.name,
  categoryIds: [...s.categoryIds].sort((a, b) => a - b),
  isDefault: s.isDefault,
  warnAfterMinutes: s.warnAfterMinutes,
  routeOnCheckout: s.routeOnCheckout,
  position: s.position,
});

/** The preparation stations (Küche, Bar, …) and which categories each prepares. */
@Injectable()
export class StationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stations: StationsRepository,
    private readonly menu: MenuService,
  ) {}

  async list(): Promise<StationDto[]> {
    return (await this.stations.all()).map(toStationDto);
  }

  async one(id: number): Promise<StationDto> {
    const station = await this.stations.find(id);
    if (!station) throw notFound(STATION_NOT_FOUND);
    return toStationDto(station);
  }

  /** Every station, as routing reads them inside the caller's transaction. */
  all(manager: EntityManager): Promise<Station[]> {
    return this.stations.all(manager);
  }

  async create(input: StationInputDto): Promise<StationDto> {
    const categoryIds = await this.checkedCategories(input.categoryIds);
    const id = await this.dataSource.transaction(async (manager) => {
      const all = await this.stations.lockAll(manager);
      // The first station ever made is the default, so a line always has somewhere to go.
      const isDefault = input.isDefault ?? all.length === 0;
      const id = await this.stations.insert(manager, {
        name: input.name,
        categoryIds,
        isDefault,
        warnAfterMinutes: input.warnAfterMinutes ?? WARN_AFTER_MINUTES.default,
        routeOnCheckout: input.routeOnCheckout ?? false,
        position: input.position ?? all.length + 1,
      });
      if (isDefault) await this.stations.clearDefaultExcept(manager, id);
      return id;
    });
    return this.one(id);
  }

  /** Fields left out keep their value. The default station stays the default until another is made the default. */
  async update(id: number, input: StationInputDto): Promise<StationDto> {
    const categoryIds = await this.checkedCategories(input.categoryIds);
    await this.dataSource.transaction(async (manager) => {
      await this.stations.lockAll(manager);
      const station = await this.stations.find(id, manager);
      if (!station) throw notFound(STATION_NOT_FOUND);
      if (station.isDefault && input.isDefault === false) throw conflict(DEFAULT_STAYS);
      await this.stations.update(manager, id, {
        name: input.name,
        categoryIds,
        isDefault: input.isDefault ?? station.isDefault,
        warnAfterMinutes: input.warnAfterMinutes ?? station.warnAfterMinutes,
        routeOnCheckout: input.routeOnCheckout ?? station.routeOnCheckout,
        position: input.position ?? station.position,
      });
      if (input.isDefault) await this.stations.clearDefaultExcept(manager, id);
    });
    return this.one(id);
  }

  /** The default station is refused (409): lines without a station of their own must still go somewhere. */
  async remove(id: number): Promise<StationDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.stations.lockAll(manager);
      const station = await this.stations.find(id, manager);
      if (!station) throw notFound(STATION_NOT_FOUND);
      if (station.isDefault) throw conflict(`Die Standardstation kann nicht gelöscht werden. ${DEFAULT_STAYS}`);
      await this.stations.delete(manager, id);
      return toStationDto(station);
    });
  }

  @ReactTo('menu.categoryRemoved')
  forgetCategory({ categoryId }: AppEvents['menu.categoryRemoved'], manager: EntityManager): Promise<void> {
    return this.stations.forgetCategory(manager, categoryId);
  }

  private async checkedCategories(ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if ((await this.menu.countCategories(unique)) !== unique.length) throw fieldError('categoryIds', 'Unbekannte Kategorie.');
    return unique;
  }
}
