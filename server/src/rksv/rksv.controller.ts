import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import {
  CommissionedRegisterDto,
  CommissionRegisterDto,
  DepQueryDto,
  ManualReceiptDto,
  RksvReceiptDto,
  RksvRegisterDto,
  TrainingModeDto,
} from './dto/rksv.dto.js';
import { RksvAdminService } from './rksv-admin.service.js';

@ApiTags('cash register (RKSV)')
@Auth('ADMIN')
@Controller('admin/rksv')
export class RksvController {
  constructor(private readonly admin: RksvAdminService) {}

  @Get()
  @ApiOperation({ summary: 'The register, its signature units and its last receipts' })
  @ApiOkResponse({ type: RksvRegisterDto })
  state() {
    return this.admin.state();
  }

  @Post('commission')
  @ApiOperation({ summary: 'Put the register into operation with its Startbeleg; answers the AES key and its check value once' })
  @ApiCreatedResponse({ type: CommissionedRegisterDto })
  @ApiConflictResponse({ description: 'A register is in operation, the Kassen-ID was used, or the company has no UID' })
  commission(@Body() dto: CommissionRegisterDto) {
    return this.admin.commission(dto.cashRegisterId);
  }

  @Post('receipts')
  @ApiOperation({ summary: 'Make a Nullbeleg or a Trainingsbeleg' })
  @ApiCreatedResponse({ type: RksvReceiptDto })
  @ApiConflictResponse({ description: 'No register in operation' })
  receipt(@Body() dto: ManualReceiptDto) {
    return this.admin.manualReceipt(dto.kind);
  }

  @Put('training')
  @ApiOperation({ summary: 'Switch training mode: sales make training receipts (TRA)' })
  @ApiOkResponse({ type: RksvRegisterDto })
  training(@Body() dto: TrainingModeDto) {
    return this.admin.setTrainingMode(dto.on);
  }

  @Post('decommission')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make the Schlussbeleg and take the register out of operation' })
  @ApiOkResponse({ type: RksvReceiptDto })
  decommission() {
    return this.admin.decommission();
  }

  @Get('dep')
  @ApiOperation({ summary: 'The DEP export (RKSV format, {"Belege-Gruppe": […]}) of the local days from..to' })
  dep(@Query() query: DepQueryDto) {
    return this.admin.dep(query);
  }

  @Get('crypto-container')
  @ApiOperation({ summary: 'cryptographicMaterialContainer.json: the AES key and the signature units’ public keys' })
  container() {
    return this.admin.container();
  }
}
