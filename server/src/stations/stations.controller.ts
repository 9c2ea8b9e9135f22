import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, FLOOR_STAFF, Roles } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { StationDto, StationInputDto } from './dto/station.dto.js';
import { StationsService } from './stations.service.js';

@ApiTags('stations (admin)')
@Auth('ADMIN')
@Controller('admin/stations')
export class StationsController {
  constructor(private readonly stations: StationsService) {}

  @Get()
  @Roles(...FLOOR_STAFF)
  @ApiOkResponse({ type: [StationDto] })
  list() {
    return this.stations.list();
  }

  @Get(':stationId')
  @Roles(...FLOOR_STAFF)
  @ApiOkResponse({ type: StationDto })
  one(@Param('stationId', ParseIdPipe) id: number) {
    return this.stations.one(id);
  }

  @Post()
  @ApiCreatedResponse({ type: StationDto })
  create(@Body() input: StationInputDto) {
    return this.stations.create(input);
  }

  @Put(':stationId')
  @ApiOkResponse({ type: StationDto })
  update(@Param('stationId', ParseIdPipe) id: number, @Body() input: StationInputDto) {
    return this.stations.update(id, input);
  }

  @Delete(':stationId')
  @ApiOperation({ summary: 'Löscht die Station; 409 für die Standardstation' })
  @ApiOkResponse({ type: StationDto, description: 'The deleted station' })
  remove(@Param('stationId', ParseIdPipe) id: number) {
    return this.stations.remove(id);
  }
}
