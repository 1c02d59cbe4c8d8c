// generated from cmodel/spec/tpb_fieldmap.toml by scripts/gen_fieldmap.py, do not edit
//
// Yosys 0.23 reads this file: no `import`, no `return` in functions.
// A package of constants and word-level functions: not every constant is used by every
// design, and the functions take whole words (or ADDR4 words) and read slices of them.
/* verilator lint_off UNUSEDPARAM */
/* verilator lint_off UNUSEDSIGNAL */

package tpb_isa_pkg;

  localparam int unsigned BundleBytes = 64;
  localparam int unsigned BundleBits = 512;
  localparam logic [7:0] WordLen = 8'h10;
  localparam int unsigned MaxFields = 24;
  localparam int unsigned FieldsBits = 1536;
  localparam int unsigned NumErrors = 83;
  localparam int unsigned NumRoutes = 5;

  // Byte offsets (...Off) and widths in bytes (...Bytes): byte k of a bundle is w[8*k +: 8].
  // Header bytes of every bundle:
  localparam int unsigned HdrOpcodeOff = 0, HdrOpcodeBytes = 1;
  localparam int unsigned HdrWordLenOff = 1, HdrWordLenBytes = 1;
  // 0xD9 CollectiveCompute: fields, layout groups, reserved runs (ReservedAfter<X>).
  localparam int unsigned CollectiveComputeSyncWaitSelOff = 'h04, CollectiveComputeSyncWaitSelBytes = 1;
  localparam int unsigned CollectiveComputeSyncUpdateSelOff = 'h05, CollectiveComputeSyncUpdateSelBytes = 1;
  localparam int unsigned CollectiveComputeSyncWaitValOff = 'h06, CollectiveComputeSyncWaitValBytes = 1;
  localparam int unsigned CollectiveComputeSyncUpdateValOff = 'h07, CollectiveComputeSyncUpdateValBytes = 1;
  localparam int unsigned CollectiveComputeSyncBranchPcOff = 'h08, CollectiveComputeSyncBranchPcBytes = 4;
  localparam int unsigned CollectiveComputeAluOpOff = 'h0C, CollectiveComputeAluOpBytes = 1;
  localparam int unsigned CollectiveComputeDtypeOff = 'h0D, CollectiveComputeDtypeBytes = 1;
  localparam int unsigned CollectiveComputeCollectiveKindOff = 'h0E, CollectiveComputeCollectiveKindBytes = 1;
  localparam int unsigned CollectiveComputeSrcAddrOff = 'h10, CollectiveComputeSrcAddrBytes = 8;
  localparam int unsigned CollectiveComputeSrcStep0Off = 'h18, CollectiveComputeSrcStep0Bytes = 2;
  localparam int unsigned CollectiveComputeSrcNum0Off = 'h1A, CollectiveComputeSrcNum0Bytes = 2;
  localparam int unsigned CollectiveComputeSrcStep1Off = 'h1C, CollectiveComputeSrcStep1Bytes = 2;
  localparam int unsigned CollectiveComputeSrcNum1Off = 'h1E, CollectiveComputeSrcNum1Bytes = 2;
  localparam int unsigned CollectiveComputeSyncOff = 'h04, CollectiveComputeSyncBytes = 8;
  localparam int unsigned CollectiveComputeSrcOff = 'h10, CollectiveComputeSrcBytes = 16;
  localparam int unsigned CollectiveComputeReservedAfterHeaderOff = 'h02, CollectiveComputeReservedAfterHeaderBytes = 2;
  localparam int unsigned CollectiveComputeReservedAfterCollectiveKindOff = 'h0F, CollectiveComputeReservedAfterCollectiveKindBytes = 1;
  localparam int unsigned CollectiveComputeReservedAfterSrcNum1Off = 'h20, CollectiveComputeReservedAfterSrcNum1Bytes = 32;
  // 0xDA CollectiveComputeSecondary: fields, layout groups, reserved runs (ReservedAfter<X>).
  localparam int unsigned CollectiveComputeSecondaryChannelIdOff = 'h04, CollectiveComputeSecondaryChannelIdBytes = 2;
  localparam int unsigned CollectiveComputeSecondaryAluOpOff = 'h0C, CollectiveComputeSecondaryAluOpBytes = 1;
  localparam int unsigned CollectiveComputeSecondaryDtypeOff = 'h0D, CollectiveComputeSecondaryDtypeBytes = 1;
  localparam int unsigned CollectiveComputeSecondaryCollectiveKindOff = 'h0E, CollectiveComputeSecondaryCollectiveKindBytes = 1;
  localparam int unsigned CollectiveComputeSecondarySrcAddrOff = 'h10, CollectiveComputeSecondarySrcAddrBytes = 8;
  localparam int unsigned CollectiveComputeSecondarySrcStep0Off = 'h18, CollectiveComputeSecondarySrcStep0Bytes = 2;
  localparam int unsigned CollectiveComputeSecondarySrcNum0Off = 'h1A, CollectiveComputeSecondarySrcNum0Bytes = 2;
  localparam int unsigned CollectiveComputeSecondarySrcStep1Off = 'h1C, CollectiveComputeSecondarySrcStep1Bytes = 2;
  localparam int unsigned CollectiveComputeSecondarySrcNum1Off = 'h1E, CollectiveComputeSecondarySrcNum1Bytes = 2;
  localparam int unsigned CollectiveComputeSecondarySrcOff = 'h10, CollectiveComputeSecondarySrcBytes = 16;
  localparam int unsigned CollectiveComputeSecondaryReservedAfterHeaderOff = 'h02, CollectiveComputeSecondaryReservedAfterHeaderBytes = 2;
  localparam int unsigned CollectiveComputeSecondaryReservedAfterChannelIdOff = 'h06, CollectiveComputeSecondaryReservedAfterChannelIdBytes = 6;
  localparam int unsigned CollectiveComputeSecondaryReservedAfterCollectiveKindOff = 'h0F, CollectiveComputeSecondaryReservedAfterCollectiveKindBytes = 1;
  localparam int unsigned CollectiveComputeSecondaryReservedAfterSrcNum1Off = 'h20, CollectiveComputeSecondaryReservedAfterSrcNum1Bytes = 32;
  // 0xCB CollectiveSendRecv: fields, layout groups, reserved runs (ReservedAfter<X>).
  localparam int unsigned CollectiveSendRecvSyncWaitSelOff = 'h04, CollectiveSendRecvSyncWaitSelBytes = 1;
  localparam int unsigned CollectiveSendRecvSyncUpdateSelOff = 'h05, CollectiveSendRecvSyncUpdateSelBytes = 1;
  localparam int unsigned CollectiveSendRecvSyncWaitValOff = 'h06, CollectiveSendRecvSyncWaitValBytes = 1;
  localparam int unsigned CollectiveSendRecvSyncUpdateValOff = 'h07, CollectiveSendRecvSyncUpdateValBytes = 1;
  localparam int unsigned CollectiveSendRecvSyncBranchPcOff = 'h08, CollectiveSendRecvSyncBranchPcBytes = 4;
  localparam int unsigned CollectiveSendRecvTensorIdOff = 'h10, CollectiveSendRecvTensorIdBytes = 8;
  localparam int unsigned CollectiveSendRecvTensorBaseOff = 'h30, CollectiveSendRecvTensorBaseBytes = 8;
  localparam int unsigned CollectiveSendRecvNumElementsPerPartitionOff = 'h38, CollectiveSendRecvNumElementsPerPartitionBytes = 8;
  localparam int unsigned CollectiveSendRecvSyncOff = 'h04, CollectiveSendRecvSyncBytes = 8;
  localparam int unsigned CollectiveSendRecvReservedAfterHeaderOff = 'h02, CollectiveSendRecvReservedAfterHeaderBytes = 2;
  localparam int unsigned CollectiveSendRecvReservedAfterSyncBranchPcOff = 'h0C, CollectiveSendRecvReservedAfterSyncBranchPcBytes = 4;
  localparam int unsigned CollectiveSendRecvReservedAfterTensorIdOff = 'h18, CollectiveSendRecvReservedAfterTensorIdBytes = 24;
  // 0xDC GetGlobalRankId: fields, layout groups, reserved runs (ReservedAfter<X>).
  localparam int unsigned GetGlobalRankIdSyncWaitSelOff = 'h04, GetGlobalRankIdSyncWaitSelBytes = 1;
  localparam int unsigned GetGlobalRankIdSyncUpdateSelOff = 'h05, GetGlobalRankIdSyncUpdateSelBytes = 1;
  localparam int unsigned GetGlobalRankIdSyncWaitValOff = 'h06, GetGlobalRankIdSyncWaitValBytes = 1;
  localparam int unsigned GetGlobalRankIdSyncUpdateValOff = 'h07, GetGlobalRankIdSyncUpdateValBytes = 1;
  localparam int unsigned GetGlobalRankIdSyncBranchPcOff = 'h08, GetGlobalRankIdSyncBranchPcBytes = 4;
  localparam int unsigned GetGlobalRankIdValidFlagOff = 'h0C, GetGlobalRankIdValidFlagBytes = 1;
  localparam int unsigned GetGlobalRankIdRegIdOff = 'h17, GetGlobalRankIdRegIdBytes = 1;
  localparam int unsigned GetGlobalRankIdSyncOff = 'h04, GetGlobalRankIdSyncBytes = 8;
  localparam int unsigned GetGlobalRankIdReservedAfterHeaderOff = 'h02, GetGlobalRankIdReservedAfterHeaderBytes = 2;
  localparam int unsigned GetGlobalRankIdReservedAfterValidFlagOff = 'h0D, GetGlobalRankIdReservedAfterValidFlagBytes = 10;
  localparam int unsigned GetGlobalRankIdReservedAfterRegIdOff = 'h18, GetGlobalRankIdReservedAfterRegIdBytes = 40;
  // 0xDB GetCurProcessingRankId: fields, layout groups, reserved runs (ReservedAfter<X>).
  localparam int unsigned GetCurProcessingRankIdSyncWaitSelOff = 'h04, GetCurProcessingRankIdSyncWaitSelBytes = 1;
  localparam int unsigned GetCurProcessingRankIdSyncUpdateSelOff = 'h05, GetCurProcessingRankIdSyncUpdateSelBytes = 1;
  localparam int unsigned GetCurProcessingRankIdSyncWaitValOff = 'h06, GetCurProcessingRankIdSyncWaitValBytes = 1;
  localparam int unsigned GetCurProcessingRankIdSyncUpdateValOff = 'h07, GetCurProcessingRankIdSyncUpdateValBytes = 1;
  localparam int unsigned GetCurProcessingRankIdSyncBranchPcOff = 'h08, GetCurProcessingRankIdSyncBranchPcBytes = 4;
  localparam int unsigned GetCurProcessingRankIdGroupIdOff = 'h0C, GetCurProcessingRankIdGroupIdBytes = 2;
  localparam int unsigned GetCurProcessingRankIdChannelIdOff = 'h0E, GetCurProcessingRankIdChannelIdBytes = 2;
  localparam int unsigned GetCurProcessingRankIdIterationIdOff = 'h10, GetCurProcessingRankIdIterationIdBytes = 2;
  localparam int unsigned GetCurProcessingRankIdRegIdOff = 'h12, GetCurProcessingRankIdRegIdBytes = 1;
  localparam int unsigned GetCurProcessingRankIdStreamIdOff = 'h14, GetCurProcessingRankIdStreamIdBytes = 2;
  localparam int unsigned GetCurProcessingRankIdSyncOff = 'h04, GetCurProcessingRankIdSyncBytes = 8;
  localparam int unsigned GetCurProcessingRankIdReservedAfterHeaderOff = 'h02, GetCurProcessingRankIdReservedAfterHeaderBytes = 2;
  localparam int unsigned GetCurProcessingRankIdReservedAfterRegIdOff = 'h13, GetCurProcessingRankIdReservedAfterRegIdBytes = 1;
  localparam int unsigned GetCurProcessingRankIdReservedAfterStreamIdOff = 'h16, GetCurProcessingRankIdReservedAfterStreamIdBytes = 42;
  // 0xDE TensorCompletion: fields, layout groups, reserved runs (ReservedAfter<X>).
  localparam int unsigned TensorCompletionSyncWaitSelOff = 'h04, TensorCompletionSyncWaitSelBytes = 1;
  localparam int unsigned TensorCompletionSyncUpdateSelOff = 'h05, TensorCompletionSyncUpdateSelBytes = 1;
  localparam int unsigned TensorCompletionSyncWaitValOff = 'h06, TensorCompletionSyncWaitValBytes = 1;
  localparam int unsigned TensorCompletionSyncUpdateValOff = 'h07, TensorCompletionSyncUpdateValBytes = 1;
  localparam int unsigned TensorCompletionSyncBranchPcOff = 'h08, TensorCompletionSyncBranchPcBytes = 4;
  localparam int unsigned TensorCompletionCompletionHandleOff = 'h0C, TensorCompletionCompletionHandleBytes = 4;
  localparam int unsigned TensorCompletionApByteOff = 'h10, TensorCompletionApByteBytes = 1;
  localparam int unsigned TensorCompletionSyncOff = 'h04, TensorCompletionSyncBytes = 8;
  localparam int unsigned TensorCompletionReservedAfterHeaderOff = 'h02, TensorCompletionReservedAfterHeaderBytes = 2;
  localparam int unsigned TensorCompletionReservedAfterApByteOff = 'h11, TensorCompletionReservedAfterApByteBytes = 47;
  // 0xBE GetSequenceBounds: fields, layout groups, reserved runs (ReservedAfter<X>).
  localparam int unsigned GetSequenceBoundsSyncWaitSelOff = 'h04, GetSequenceBoundsSyncWaitSelBytes = 1;
  localparam int unsigned GetSequenceBoundsSyncUpdateSelOff = 'h05, GetSequenceBoundsSyncUpdateSelBytes = 1;
  localparam int unsigned GetSequenceBoundsSyncWaitValOff = 'h06, GetSequenceBoundsSyncWaitValBytes = 1;
  localparam int unsigned GetSequenceBoundsSyncUpdateValOff = 'h07, GetSequenceBoundsSyncUpdateValBytes = 1;
  localparam int unsigned GetSequenceBoundsSyncBranchPcOff = 'h08, GetSequenceBoundsSyncBranchPcBytes = 4;
  localparam int unsigned GetSequenceBoundsInDtypeOff = 'h0C, GetSequenceBoundsInDtypeBytes = 1;
  localparam int unsigned GetSequenceBoundsOutDtypeOff = 'h0E, GetSequenceBoundsOutDtypeBytes = 1;
  localparam int unsigned GetSequenceBoundsFlagsOff = 'h0F, GetSequenceBoundsFlagsBytes = 1;
  localparam int unsigned GetSequenceBoundsInAddrOff = 'h10, GetSequenceBoundsInAddrBytes = 4;
  localparam int unsigned GetSequenceBoundsInStep0Off = 'h14, GetSequenceBoundsInStep0Bytes = 2;
  localparam int unsigned GetSequenceBoundsInNum0Off = 'h16, GetSequenceBoundsInNum0Bytes = 2;
  localparam int unsigned GetSequenceBoundsInStep1Off = 'h18, GetSequenceBoundsInStep1Bytes = 2;
  localparam int unsigned GetSequenceBoundsInNum1Off = 'h1A, GetSequenceBoundsInNum1Bytes = 2;
  localparam int unsigned GetSequenceBoundsInStep2Off = 'h1C, GetSequenceBoundsInStep2Bytes = 2;
  localparam int unsigned GetSequenceBoundsInNum2Off = 'h1E, GetSequenceBoundsInNum2Bytes = 2;
  localparam int unsigned GetSequenceBoundsOutAddrOff = 'h20, GetSequenceBoundsOutAddrBytes = 4;
  localparam int unsigned GetSequenceBoundsOutStep0Off = 'h24, GetSequenceBoundsOutStep0Bytes = 2;
  localparam int unsigned GetSequenceBoundsOutNum0Off = 'h26, GetSequenceBoundsOutNum0Bytes = 2;
  localparam int unsigned GetSequenceBoundsOutStep1Off = 'h28, GetSequenceBoundsOutStep1Bytes = 2;
  localparam int unsigned GetSequenceBoundsOutNum1Off = 'h2A, GetSequenceBoundsOutNum1Bytes = 2;
  localparam int unsigned GetSequenceBoundsOutStep2Off = 'h2C, GetSequenceBoundsOutStep2Bytes = 2;
  localparam int unsigned GetSequenceBoundsOutNum2Off = 'h2E, GetSequenceBoundsOutNum2Bytes = 2;
  localparam int unsigned GetSequenceBoundsSyncOff = 'h04, GetSequenceBoundsSyncBytes = 8;
  localparam int unsigned GetSequenceBoundsInOff = 'h10, GetSequenceBoundsInBytes = 16;
  localparam int unsigned GetSequenceBoundsOutOff = 'h20, GetSequenceBoundsOutBytes = 16;
  localparam int unsigned GetSequenceBoundsReservedAfterHeaderOff = 'h02, GetSequenceBoundsReservedAfterHeaderBytes = 2;
  localparam int unsigned GetSequenceBoundsReservedAfterInDtypeOff = 'h0D, GetSequenceBoundsReservedAfterInDtypeBytes = 1;
  localparam int unsigned GetSequenceBoundsReservedAfterOutNum2Off = 'h30, GetSequenceBoundsReservedAfterOutNum2Bytes = 16;
  // 0xD8 CoreBarrier: fields, layout groups, reserved runs (ReservedAfter<X>).
  localparam int unsigned CoreBarrierSyncWaitSelOff = 'h04, CoreBarrierSyncWaitSelBytes = 1;
  localparam int unsigned CoreBarrierSyncUpdateSelOff = 'h05, CoreBarrierSyncUpdateSelBytes = 1;
  localparam int unsigned CoreBarrierSyncWaitValOff = 'h06, CoreBarrierSyncWaitValBytes = 1;
  localparam int unsigned CoreBarrierSyncUpdateValOff = 'h07, CoreBarrierSyncUpdateValBytes = 1;
  localparam int unsigned CoreBarrierSyncBranchPcOff = 'h08, CoreBarrierSyncBranchPcBytes = 4;
  localparam int unsigned CoreBarrierBarrierIdOff = 'h0C, CoreBarrierBarrierIdBytes = 4;
  localparam int unsigned CoreBarrierBarrierIndexOff = 'h10, CoreBarrierBarrierIndexBytes = 4;
  localparam int unsigned CoreBarrierSemaAddrOff = 'h20, CoreBarrierSemaAddrBytes = 4;
  localparam int unsigned CoreBarrierSemaStep0Off = 'h24, CoreBarrierSemaStep0Bytes = 2;
  localparam int unsigned CoreBarrierSemaNum0Off = 'h26, CoreBarrierSemaNum0Bytes = 2;
  localparam int unsigned CoreBarrierSemaStep1Off = 'h28, CoreBarrierSemaStep1Bytes = 2;
  localparam int unsigned CoreBarrierSemaNum1Off = 'h2A, CoreBarrierSemaNum1Bytes = 2;
  localparam int unsigned CoreBarrierSemaStep2Off = 'h2C, CoreBarrierSemaStep2Bytes = 2;
  localparam int unsigned CoreBarrierSemaNum2Off = 'h2E, CoreBarrierSemaNum2Bytes = 2;
  localparam int unsigned CoreBarrierSemaStep3Off = 'h30, CoreBarrierSemaStep3Bytes = 2;
  localparam int unsigned CoreBarrierSemaNum3Off = 'h32, CoreBarrierSemaNum3Bytes = 2;
  localparam int unsigned CoreBarrierSyncOff = 'h04, CoreBarrierSyncBytes = 8;
  localparam int unsigned CoreBarrierSemaOff = 'h20, CoreBarrierSemaBytes = 20;
  localparam int unsigned CoreBarrierReservedAfterHeaderOff = 'h02, CoreBarrierReservedAfterHeaderBytes = 2;
  localparam int unsigned CoreBarrierReservedAfterBarrierIndexOff = 'h14, CoreBarrierReservedAfterBarrierIndexBytes = 12;
  localparam int unsigned CoreBarrierReservedAfterSemaNum3Off = 'h34, CoreBarrierReservedAfterSemaNum3Bytes = 12;
  // 0xBF GpsimdSb2sb: fields, layout groups, reserved runs (ReservedAfter<X>).
  localparam int unsigned GpsimdSb2sbSyncWaitSelOff = 'h04, GpsimdSb2sbSyncWaitSelBytes = 1;
  localparam int unsigned GpsimdSb2sbSyncUpdateSelOff = 'h05, GpsimdSb2sbSyncUpdateSelBytes = 1;
  localparam int unsigned GpsimdSb2sbSyncWaitValOff = 'h06, GpsimdSb2sbSyncWaitValBytes = 1;
  localparam int unsigned GpsimdSb2sbSyncUpdateValOff = 'h07, GpsimdSb2sbSyncUpdateValBytes = 1;
  localparam int unsigned GpsimdSb2sbSyncBranchPcOff = 'h08, GpsimdSb2sbSyncBranchPcBytes = 4;
  localparam int unsigned GpsimdSb2sbSrcDtypeOff = 'h0C, GpsimdSb2sbSrcDtypeBytes = 1;
  localparam int unsigned GpsimdSb2sbDstDtypeOff = 'h0D, GpsimdSb2sbDstDtypeBytes = 1;
  localparam int unsigned GpsimdSb2sbSrcAddrOff = 'h10, GpsimdSb2sbSrcAddrBytes = 4;
  localparam int unsigned GpsimdSb2sbSrcStep0Off = 'h14, GpsimdSb2sbSrcStep0Bytes = 2;
  localparam int unsigned GpsimdSb2sbSrcNum0Off = 'h16, GpsimdSb2sbSrcNum0Bytes = 2;
  localparam int unsigned GpsimdSb2sbSrcStep1Off = 'h18, GpsimdSb2sbSrcStep1Bytes = 2;
  localparam int unsigned GpsimdSb2sbSrcNum1Off = 'h1A, GpsimdSb2sbSrcNum1Bytes = 2;
  localparam int unsigned GpsimdSb2sbSrcStep2Off = 'h1C, GpsimdSb2sbSrcStep2Bytes = 2;
  localparam int unsigned GpsimdSb2sbSrcNum2Off = 'h1E, GpsimdSb2sbSrcNum2Bytes = 2;
  localparam int unsigned GpsimdSb2sbCrossCoreEnableOff = 'h20, GpsimdSb2sbCrossCoreEnableBytes = 1;
  localparam int unsigned GpsimdSb2sbPeerPartitionOff = 'h21, GpsimdSb2sbPeerPartitionBytes = 1;
  localparam int unsigned GpsimdSb2sbDstAddrOff = 'h30, GpsimdSb2sbDstAddrBytes = 4;
  localparam int unsigned GpsimdSb2sbDstStep0Off = 'h34, GpsimdSb2sbDstStep0Bytes = 2;
  localparam int unsigned GpsimdSb2sbDstNum0Off = 'h36, GpsimdSb2sbDstNum0Bytes = 2;
  localparam int unsigned GpsimdSb2sbDstStep1Off = 'h38, GpsimdSb2sbDstStep1Bytes = 2;
  localparam int unsigned GpsimdSb2sbDstNum1Off = 'h3A, GpsimdSb2sbDstNum1Bytes = 2;
  localparam int unsigned GpsimdSb2sbDstStep2Off = 'h3C, GpsimdSb2sbDstStep2Bytes = 2;
  localparam int unsigned GpsimdSb2sbDstNum2Off = 'h3E, GpsimdSb2sbDstNum2Bytes = 2;
  localparam int unsigned GpsimdSb2sbSyncOff = 'h04, GpsimdSb2sbSyncBytes = 8;
  localparam int unsigned GpsimdSb2sbSrcOff = 'h10, GpsimdSb2sbSrcBytes = 16;
  localparam int unsigned GpsimdSb2sbDstOff = 'h30, GpsimdSb2sbDstBytes = 16;
  localparam int unsigned GpsimdSb2sbReservedAfterHeaderOff = 'h02, GpsimdSb2sbReservedAfterHeaderBytes = 2;
  localparam int unsigned GpsimdSb2sbReservedAfterDstDtypeOff = 'h0E, GpsimdSb2sbReservedAfterDstDtypeBytes = 2;
  localparam int unsigned GpsimdSb2sbReservedAfterPeerPartitionOff = 'h22, GpsimdSb2sbReservedAfterPeerPartitionBytes = 14;
  // 0x85 CustomOpHeader: fields, layout groups, reserved runs (ReservedAfter<X>).
  localparam int unsigned CustomOpHeaderSyncWaitSelOff = 'h04, CustomOpHeaderSyncWaitSelBytes = 1;
  localparam int unsigned CustomOpHeaderSyncUpdateSelOff = 'h05, CustomOpHeaderSyncUpdateSelBytes = 1;
  localparam int unsigned CustomOpHeaderSyncWaitValOff = 'h06, CustomOpHeaderSyncWaitValBytes = 1;
  localparam int unsigned CustomOpHeaderSyncUpdateValOff = 'h07, CustomOpHeaderSyncUpdateValBytes = 1;
  localparam int unsigned CustomOpHeaderSyncBranchPcOff = 'h08, CustomOpHeaderSyncBranchPcBytes = 4;
  localparam int unsigned CustomOpHeaderNumPayloadsOff = 'h0C, CustomOpHeaderNumPayloadsBytes = 2;
  localparam int unsigned CustomOpHeaderFunctionIdOff = 'h0E, CustomOpHeaderFunctionIdBytes = 1;
  localparam int unsigned CustomOpHeaderNumArgumentsOff = 'h0F, CustomOpHeaderNumArgumentsBytes = 1;
  localparam int unsigned CustomOpHeaderSyncOff = 'h04, CustomOpHeaderSyncBytes = 8;
  localparam int unsigned CustomOpHeaderReservedAfterHeaderOff = 'h02, CustomOpHeaderReservedAfterHeaderBytes = 2;
  localparam int unsigned CustomOpHeaderReservedAfterNumArgumentsOff = 'h10, CustomOpHeaderReservedAfterNumArgumentsBytes = 48;
  // 0x86 CustomOpPayload: fields, layout groups, reserved runs (ReservedAfter<X>).
  localparam int unsigned CustomOpPayloadSyncWaitSelOff = 'h04, CustomOpPayloadSyncWaitSelBytes = 1;
  localparam int unsigned CustomOpPayloadSyncUpdateSelOff = 'h05, CustomOpPayloadSyncUpdateSelBytes = 1;
  localparam int unsigned CustomOpPayloadSyncWaitValOff = 'h06, CustomOpPayloadSyncWaitValBytes = 1;
  localparam int unsigned CustomOpPayloadSyncUpdateValOff = 'h07, CustomOpPayloadSyncUpdateValBytes = 1;
  localparam int unsigned CustomOpPayloadSyncBranchPcOff = 'h08, CustomOpPayloadSyncBranchPcBytes = 4;
  localparam int unsigned CustomOpPayloadPresentOff = 'h0F, CustomOpPayloadPresentBytes = 1;
  localparam int unsigned CustomOpPayloadApAddrOff = 'h10, CustomOpPayloadApAddrBytes = 4;
  localparam int unsigned CustomOpPayloadApStep0Off = 'h14, CustomOpPayloadApStep0Bytes = 2;
  localparam int unsigned CustomOpPayloadApNum0Off = 'h16, CustomOpPayloadApNum0Bytes = 2;
  localparam int unsigned CustomOpPayloadApStep1Off = 'h18, CustomOpPayloadApStep1Bytes = 2;
  localparam int unsigned CustomOpPayloadApNum1Off = 'h1A, CustomOpPayloadApNum1Bytes = 2;
  localparam int unsigned CustomOpPayloadApStep2Off = 'h1C, CustomOpPayloadApStep2Bytes = 2;
  localparam int unsigned CustomOpPayloadApNum2Off = 'h1E, CustomOpPayloadApNum2Bytes = 2;
  localparam int unsigned CustomOpPayloadApStep3Off = 'h20, CustomOpPayloadApStep3Bytes = 2;
  localparam int unsigned CustomOpPayloadApNum3Off = 'h22, CustomOpPayloadApNum3Bytes = 2;
  localparam int unsigned CustomOpPayloadSyncOff = 'h04, CustomOpPayloadSyncBytes = 8;
  localparam int unsigned CustomOpPayloadApOff = 'h10, CustomOpPayloadApBytes = 20;
  localparam int unsigned CustomOpPayloadReservedAfterHeaderOff = 'h02, CustomOpPayloadReservedAfterHeaderBytes = 2;
  localparam int unsigned CustomOpPayloadReservedAfterSyncBranchPcOff = 'h0C, CustomOpPayloadReservedAfterSyncBranchPcBytes = 3;
  localparam int unsigned CustomOpPayloadReservedAfterApNum3Off = 'h24, CustomOpPayloadReservedAfterApNum3Bytes = 28;
  // DVE words: the SyncInfo band (the body is opaque).
  localparam int unsigned DveSyncWaitSelOff = 'h04, DveSyncWaitSelBytes = 1;
  localparam int unsigned DveSyncUpdateSelOff = 'h05, DveSyncUpdateSelBytes = 1;
  localparam int unsigned DveSyncWaitValOff = 'h06, DveSyncWaitValBytes = 1;
  localparam int unsigned DveSyncUpdateValOff = 'h07, DveSyncUpdateValBytes = 1;
  localparam int unsigned DveSyncBranchPcOff = 'h08, DveSyncBranchPcBytes = 4;

  typedef enum logic [7:0] {
    ERR_OK = 8'd0,
    ERR_UNKNOWN_OPCODE = 8'd1,
    ERR_BAD_WORD_LEN = 8'd2,
    ERR_RESERVED_NONZERO = 8'd3,
    ERR_BAD_SYNC_SEL = 8'd4,
    ERR_BAD_ALU_OP = 8'd5,
    ERR_BAD_DTYPE = 8'd6,
    ERR_BAD_COLL_KIND = 8'd7,
    ERR_BAD_FLAG = 8'd8,
    ERR_BAD_AP_ADDR = 8'd9,
    ERR_BAD_AP_SHAPE = 8'd10,
    ERR_CO_INDIRECT_AP = 8'd11,
    ERR_CO_OPERAND_MEM = 8'd12,
    ERR_CO_FUNCTION_ID_UNSET = 8'd13,
    ERR_CO_COUNT_MISMATCH = 8'd14,
    ERR_CO_ORPHAN_PAYLOAD = 8'd15,
    ERR_CO_CHAIN_BROKEN = 8'd16,
    ERR_CO_CHAIN_TRUNCATED = 8'd17,
    ERR_OPCODE_NOT_IN_GEN = 8'd18,
    ERR_DVE_DISABLED = 8'd32,
    ERR_DVE_FAST_RANGE = 8'd33,
    ERR_DVE_SLOW_RANGE = 8'd34,
    ERR_SB2SB_NOT_DECODED = 8'd48,
    ERR_SB2SB_NOT_LNC2 = 8'd49,
    ERR_SB2SB_SRC_NOT_SBUF = 8'd50,
    ERR_SB2SB_DST_NOT_SBUF = 8'd51,
    ERR_SB2SB_DTYPE_MISMATCH = 8'd52,
    ERR_SB2SB_PEER_PARTITION_RANGE = 8'd53,
    ERR_SB2SB_COUNT_MISMATCH = 8'd54,
    ERR_SB2SB_TOO_MANY_BYTES = 8'd55,
    ERR_SB2SB_SRC_PARTITION_RANGE = 8'd56,
    ERR_SB2SB_SRC_OFFSET_RANGE = 8'd57,
    ERR_SB2SB_DST_PARTITION_RANGE = 8'd58,
    ERR_SB2SB_DST_OFFSET_RANGE = 8'd59,
    ERR_CL_SCRATCH_RANGE = 8'd64,
    ERR_CL_BAD_CPU_ID = 8'd65,
    ERR_CL_WINDOW_NOT_PROGRAMMED = 8'd66,
    ERR_CL_WINDOW_RANGE = 8'd67,
    ERR_CL_OUTPUT_COUNT = 8'd68,
    ERR_CL_INPUT_COUNT = 8'd69,
    ERR_CL_FUNCTION_LIMIT = 8'd70,
    ERR_CL_FUNCTION_NAME = 8'd71,
    ERR_CL_FUNCTION_UNKNOWN = 8'd72,
    ERR_CL_KERNEL_MISSING = 8'd73,
    ERR_CL_KERNEL_DUPLICATE = 8'd74,
    ERR_CL_CHAIN_SHAPE = 8'd75,
    ERR_CL_CHAIN_LENGTH = 8'd76,
    ERR_CL_AP_REGISTER = 8'd77,
    ERR_CL_SIGNATURE = 8'd78,
    ERR_CL_OPERAND_RANGE = 8'd79,
    ERR_CL_PRIVATE_OVERFLOW = 8'd80,
    ERR_CL_KERNEL_FAULT = 8'd81,
    ERR_CL_MAILBOX_OVERFLOW = 8'd82
  } err_e;

  typedef enum logic [2:0] {
    ROUTE_NONE = 3'd0,
    ROUTE_CROSS = 3'd1,
    ROUTE_DVE = 3'd2,
    ROUTE_SB2SB = 3'd3,
    ROUTE_CUSTOM = 3'd4
  } route_e;

  // One decoded record (tpb::Record): the retirement tpb_core shows on its record monitor
  // and tpb_system flattens at its ports. The field order is the bit order, MSB first.
  // The field vector is not a member: it is extract_fields(opcode, word), a bit selection
  // whoever needs it takes (a 1536-bit member would be copied on every evaluation).
  typedef struct packed {
    logic [31:0]                 index;       // the word's index in the stream
    logic [7:0]                  opcode;      // header opcode byte
    err_e                        err;         // ERR_OK, or why the word was refused
    route_e                      route;       // the engine port it went to (ROUTE_NONE when refused)
    logic [15:0]                 chain_pos;   // custom-op chain slot: 0 header or no chain, 1.. payloads
    logic                        chain_last;  // payload in its chain's last slot
    logic [BundleBits-1:0]       word;        // the 64-byte word, byte k at [8*k +: 8]
    logic                        last;        // the stream's last word
  } rec_t;

  localparam logic [7:0] OP_COLLECTIVE_COMPUTE = 8'hD9;
  localparam logic [7:0] OP_COLLECTIVE_COMPUTE_SECONDARY = 8'hDA;
  localparam logic [7:0] OP_COLLECTIVE_SEND_RECV = 8'hCB;
  localparam logic [7:0] OP_GET_GLOBAL_RANK_ID = 8'hDC;
  localparam logic [7:0] OP_GET_CUR_PROCESSING_RANK_ID = 8'hDB;
  localparam logic [7:0] OP_TENSOR_COMPLETION = 8'hDE;
  localparam logic [7:0] OP_GET_SEQUENCE_BOUNDS = 8'hBE;
  localparam logic [7:0] OP_CORE_BARRIER = 8'hD8;
  localparam logic [7:0] OP_GPSIMD_SB2SB = 8'hBF;
  localparam logic [7:0] OP_CUSTOM_OP_HEADER = 8'h85;
  localparam logic [7:0] OP_CUSTOM_OP_PAYLOAD = 8'h86;

  localparam int unsigned Addr4ModeLsb = 28;
  localparam int unsigned Addr4ModeBits = 4;
  localparam int unsigned Addr4ModeStatic = 0;
  localparam int unsigned Addr4ModeRegister = 1;
  localparam int unsigned Addr4ModeIndirect = 2;
  localparam int unsigned Addr4SpaceLsb = 26;
  localparam int unsigned Addr4SpaceBits = 2;
  localparam int unsigned Addr4SpaceSbuf = 0;
  localparam int unsigned Addr4SpacePsum = 1;
  localparam int unsigned Addr4SpaceHbm = 2;
  localparam int unsigned Addr4PartitionLsb = 18;
  localparam int unsigned Addr4PartitionBits = 8;
  localparam int unsigned Addr4OffsetLsb = 0;
  localparam int unsigned Addr4OffsetBits = 18;
  localparam int unsigned Addr4HbmAddrBits = 26;
  localparam int unsigned Addr4RegBits = 8;

  // Channel types between blocks (docs/design.md, Channel types; field order = bit order, MSB first).
  // an engine port's payload (tpb_core: one data output, a valid/ready pair per route)
  typedef struct packed {
    logic [BundleBits-1:0]       word;        // the accepted word, byte k at [8*k +: 8]
    logic [31:0]                 index;       // its index in the stream
  } port_t;
  // the decoder's error status block: first error and sticky bits, until clear
  typedef struct packed {
    logic                        valid;       // an error was recorded since the last clear
    logic [31:0]                 index;       // the first error's word index
    err_e                        code;        // the first error's code
    logic [NumErrors-1:0]        sticky;      // one bit per error code seen
  } err_status_t;
  // an SB2SB mover completion, one per 0xBF instruction
  typedef struct packed {
    logic [31:0]                 index;       // the 0xBF word's index
    err_e                        err;         // ERR_OK or the first failing check
    logic [31:0]                 bytes;       // bytes written to the peer SBUF
  } mv_cpl_t;
  // a custom-op completion, one per 0x85 chain
  typedef struct packed {
    logic [31:0]                 index;       // the header's index
    err_e                        err;         // ERR_OK, the mailbox's or the cluster's error
    logic [7:0]                  function_id; // the header's function id
    logic [7:0]                  cpu;         // the CPU that ran it (8'hFF: refused before any CPU)
    logic [31:0]                 bytes_in;    // bytes the kernel read
    logic [31:0]                 bytes_out;   // bytes the kernel wrote
  } cop_cpl_t;
  // an SBUF access pattern (t3d layout): ADDR4 start, then (step, num) per dimension
  typedef struct packed {
    logic [Addr4PartitionBits-1:0] partition;   // start partition
    logic [Addr4OffsetBits-1:0]  offset;      // start byte offset in the partition
    logic [15:0]                 step0;       // partition step (signed)
    logic [15:0]                 num0;        // partition iterations
    logic [15:0]                 step1;       // outer element step (signed, elements)
    logic [15:0]                 num1;        // outer iterations
    logic [15:0]                 step2;       // inner element step (signed, elements)
    logic [15:0]                 num2;        // inner iterations
  } ap_t;

  function automatic logic is_dtype(input logic [7:0] v);
    is_dtype = v == 8'h01 || v == 8'h02 || v == 8'h03 || v == 8'h04 || v == 8'h05 || v == 8'h06 || v == 8'h07 || v == 8'h08 || v == 8'h09 || v == 8'h0A || v == 8'h0B;
  endfunction

  function automatic logic [7:0] dtype_bytes(input logic [7:0] v);
    unique case (v)
      8'h01: dtype_bytes = 8'd1;
      8'h02: dtype_bytes = 8'd1;
      8'h03: dtype_bytes = 8'd2;
      8'h04: dtype_bytes = 8'd2;
      8'h05: dtype_bytes = 8'd4;
      8'h06: dtype_bytes = 8'd4;
      8'h07: dtype_bytes = 8'd1;
      8'h08: dtype_bytes = 8'd1;
      8'h09: dtype_bytes = 8'd2;
      8'h0A: dtype_bytes = 8'd2;
      8'h0B: dtype_bytes = 8'd4;
      default: dtype_bytes = 8'd0;
    endcase
  endfunction

  function automatic logic is_coll_kind(input logic [7:0] v);
    is_coll_kind = v == 8'h01 || v == 8'h02 || v == 8'h03 || v == 8'h04 || v == 8'h05 || v == 8'h06 || v == 8'h07 || v == 8'h08 || v == 8'h09;
  endfunction

  function automatic logic is_alu_op(input logic [7:0] v);
    is_alu_op = v == 8'd0 || v == 8'd4;
  endfunction

  function automatic logic is_sync_wait(input logic [7:0] v);
    is_sync_wait = v == 8'h00 || v == 8'h07 || v == 8'h05 || v == 8'h85;
  endfunction

  // ADDR4: defined mode; in static mode a defined memory space.
  function automatic logic addr4_ok(input logic [31:0] v);
    logic [3:0] mode;
    logic [1:0] space;
    mode = v[31:28];
    space = v[27:26];
    addr4_ok = (mode == 4'd1) || (mode == 4'd2) ||
               ((mode == 4'd0) && (space == 2'd0 ||
                space == 2'd1 || space == 2'd2));
  endfunction

  // Custom-op operand ADDR4: addr4_ok, then not indirect, then SBUF or HBM.
  function automatic err_e addr4_co_err(input logic [31:0] v);
    logic [3:0] mode;
    logic [1:0] space;
    mode = v[31:28];
    space = v[27:26];
    if (!tpb_isa_pkg::addr4_ok(v)) addr4_co_err = tpb_isa_pkg::ERR_BAD_AP_ADDR;
    else if (mode == 4'd2) addr4_co_err = tpb_isa_pkg::ERR_CO_INDIRECT_AP;
    else if (mode == 4'd0 && space == 2'd1) addr4_co_err = tpb_isa_pkg::ERR_CO_OPERAND_MEM;
    else addr4_co_err = tpb_isa_pkg::ERR_OK;
  endfunction

  function automatic logic op_is_cross(input logic [7:0] op);
    unique case (op)
      8'hD9, 8'hDA, 8'hCB, 8'hDC, 8'hDB, 8'hDE, 8'hBE, 8'hD8, 8'hBF, 8'h85, 8'h86: op_is_cross = 1'b1;
      default: op_is_cross = 1'b0;
    endcase
  endfunction

  function automatic logic op_is_dve(input logic [7:0] op);
    unique case (op)
      8'd65, 8'd66, 8'd67, 8'd68, 8'd69, 8'd70, 8'd71, 8'd72, 8'd73, 8'd77: op_is_dve = 1'b1;  // S003
      8'd78, 8'd81, 8'd82, 8'd83, 8'd84, 8'd88, 8'd94, 8'd96, 8'd97, 8'd98: op_is_dve = 1'b1;  // S003
      8'd99, 8'd100, 8'd101, 8'd102, 8'd105, 8'd106, 8'd107, 8'd108, 8'd109, 8'd110: op_is_dve = 1'b1;  // S003
      8'd111, 8'd114, 8'd127, 8'd130, 8'd131, 8'd132, 8'd138, 8'd139, 8'd142, 8'd143: op_is_dve = 1'b1;  // S003
      8'd147, 8'd148, 8'd152, 8'd153, 8'd154, 8'd155, 8'd157, 8'd158, 8'd159, 8'd188: op_is_dve = 1'b1;  // S003
      8'd225, 8'd229, 8'd230, 8'd232, 8'd233, 8'd234, 8'd240: op_is_dve = 1'b1;  // S003
      8'd226, 8'd227, 8'd228: op_is_dve = 1'b1;  // SYNTHETIC (PROJECT): no seed gives these integers
      default: op_is_dve = 1'b0;
    endcase
  endfunction

  // DVE opcodes no seed gives (field map [dve] synthetic_ops, source tag SYNTHETIC).
  function automatic logic op_is_dve_synthetic(input logic [7:0] op);
    unique case (op)
      8'd226, 8'd227, 8'd228: op_is_dve_synthetic = 1'b1;
      default: op_is_dve_synthetic = 1'b0;
    endcase
  endfunction

  // First generation that has the opcode; the decoder refuses it with ERR_OPCODE_NOT_IN_GEN
  // on an earlier one. Unknown and DVE opcodes: the first generation (the check is moot).
  function automatic logic [3:0] op_since_gen(input logic [7:0] op);
    unique case (op)
      8'hBE, 8'hD8, 8'hBF: op_since_gen = 4'd3;
      default: op_since_gen = 4'd2;
    endcase
  endfunction

  function automatic route_e op_route(input logic [7:0] op);
    unique case (op)
      8'hD9: op_route = tpb_isa_pkg::ROUTE_CROSS;
      8'hDA: op_route = tpb_isa_pkg::ROUTE_CROSS;
      8'hCB: op_route = tpb_isa_pkg::ROUTE_CROSS;
      8'hDC: op_route = tpb_isa_pkg::ROUTE_CROSS;
      8'hDB: op_route = tpb_isa_pkg::ROUTE_CROSS;
      8'hDE: op_route = tpb_isa_pkg::ROUTE_CROSS;
      8'hBE: op_route = tpb_isa_pkg::ROUTE_CROSS;
      8'hD8: op_route = tpb_isa_pkg::ROUTE_CROSS;
      8'hBF: op_route = tpb_isa_pkg::ROUTE_SB2SB;
      8'h85: op_route = tpb_isa_pkg::ROUTE_CUSTOM;
      8'h86: op_route = tpb_isa_pkg::ROUTE_CUSTOM;
      default: op_route = tpb_isa_pkg::op_is_dve(op) ? tpb_isa_pkg::ROUTE_DVE : tpb_isa_pkg::ROUTE_NONE;
    endcase
  endfunction

  // Field vector: field i of the opcode's field list in bits [64*i +: 64], raw bits.
  function automatic logic [FieldsBits-1:0] extract_fields(input logic [7:0] op,
                                                           input logic [tpb_isa_pkg::BundleBits-1:0] w);
    logic [tpb_isa_pkg::FieldsBits-1:0] f;
    f = '0;
    unique case (op)
      8'hD9: begin
        f[0 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSyncWaitSelOff +: 8*tpb_isa_pkg::CollectiveComputeSyncWaitSelBytes]);
        f[64 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSyncUpdateSelOff +: 8*tpb_isa_pkg::CollectiveComputeSyncUpdateSelBytes]);
        f[128 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSyncWaitValOff +: 8*tpb_isa_pkg::CollectiveComputeSyncWaitValBytes]);
        f[192 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSyncUpdateValOff +: 8*tpb_isa_pkg::CollectiveComputeSyncUpdateValBytes]);
        f[256 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSyncBranchPcOff +: 8*tpb_isa_pkg::CollectiveComputeSyncBranchPcBytes]);
        f[320 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeAluOpOff +: 8*tpb_isa_pkg::CollectiveComputeAluOpBytes]);
        f[384 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeDtypeOff +: 8*tpb_isa_pkg::CollectiveComputeDtypeBytes]);
        f[448 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeCollectiveKindOff +: 8*tpb_isa_pkg::CollectiveComputeCollectiveKindBytes]);
        f[512 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSrcAddrOff +: 8*tpb_isa_pkg::CollectiveComputeSrcAddrBytes]);
        f[576 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSrcStep0Off +: 8*tpb_isa_pkg::CollectiveComputeSrcStep0Bytes]);
        f[640 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSrcNum0Off +: 8*tpb_isa_pkg::CollectiveComputeSrcNum0Bytes]);
        f[704 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSrcStep1Off +: 8*tpb_isa_pkg::CollectiveComputeSrcStep1Bytes]);
        f[768 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSrcNum1Off +: 8*tpb_isa_pkg::CollectiveComputeSrcNum1Bytes]);
      end
      8'hDA: begin
        f[0 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSecondaryChannelIdOff +: 8*tpb_isa_pkg::CollectiveComputeSecondaryChannelIdBytes]);
        f[64 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSecondaryAluOpOff +: 8*tpb_isa_pkg::CollectiveComputeSecondaryAluOpBytes]);
        f[128 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSecondaryDtypeOff +: 8*tpb_isa_pkg::CollectiveComputeSecondaryDtypeBytes]);
        f[192 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSecondaryCollectiveKindOff +: 8*tpb_isa_pkg::CollectiveComputeSecondaryCollectiveKindBytes]);
        f[256 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSecondarySrcAddrOff +: 8*tpb_isa_pkg::CollectiveComputeSecondarySrcAddrBytes]);
        f[320 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSecondarySrcStep0Off +: 8*tpb_isa_pkg::CollectiveComputeSecondarySrcStep0Bytes]);
        f[384 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSecondarySrcNum0Off +: 8*tpb_isa_pkg::CollectiveComputeSecondarySrcNum0Bytes]);
        f[448 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSecondarySrcStep1Off +: 8*tpb_isa_pkg::CollectiveComputeSecondarySrcStep1Bytes]);
        f[512 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveComputeSecondarySrcNum1Off +: 8*tpb_isa_pkg::CollectiveComputeSecondarySrcNum1Bytes]);
      end
      8'hCB: begin
        f[0 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveSendRecvSyncWaitSelOff +: 8*tpb_isa_pkg::CollectiveSendRecvSyncWaitSelBytes]);
        f[64 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveSendRecvSyncUpdateSelOff +: 8*tpb_isa_pkg::CollectiveSendRecvSyncUpdateSelBytes]);
        f[128 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveSendRecvSyncWaitValOff +: 8*tpb_isa_pkg::CollectiveSendRecvSyncWaitValBytes]);
        f[192 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveSendRecvSyncUpdateValOff +: 8*tpb_isa_pkg::CollectiveSendRecvSyncUpdateValBytes]);
        f[256 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveSendRecvSyncBranchPcOff +: 8*tpb_isa_pkg::CollectiveSendRecvSyncBranchPcBytes]);
        f[320 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveSendRecvTensorIdOff +: 8*tpb_isa_pkg::CollectiveSendRecvTensorIdBytes]);
        f[384 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveSendRecvTensorBaseOff +: 8*tpb_isa_pkg::CollectiveSendRecvTensorBaseBytes]);
        f[448 +: 64] = 64'(w[8*tpb_isa_pkg::CollectiveSendRecvNumElementsPerPartitionOff +: 8*tpb_isa_pkg::CollectiveSendRecvNumElementsPerPartitionBytes]);
      end
      8'hDC: begin
        f[0 +: 64] = 64'(w[8*tpb_isa_pkg::GetGlobalRankIdSyncWaitSelOff +: 8*tpb_isa_pkg::GetGlobalRankIdSyncWaitSelBytes]);
        f[64 +: 64] = 64'(w[8*tpb_isa_pkg::GetGlobalRankIdSyncUpdateSelOff +: 8*tpb_isa_pkg::GetGlobalRankIdSyncUpdateSelBytes]);
        f[128 +: 64] = 64'(w[8*tpb_isa_pkg::GetGlobalRankIdSyncWaitValOff +: 8*tpb_isa_pkg::GetGlobalRankIdSyncWaitValBytes]);
        f[192 +: 64] = 64'(w[8*tpb_isa_pkg::GetGlobalRankIdSyncUpdateValOff +: 8*tpb_isa_pkg::GetGlobalRankIdSyncUpdateValBytes]);
        f[256 +: 64] = 64'(w[8*tpb_isa_pkg::GetGlobalRankIdSyncBranchPcOff +: 8*tpb_isa_pkg::GetGlobalRankIdSyncBranchPcBytes]);
        f[320 +: 64] = 64'(w[8*tpb_isa_pkg::GetGlobalRankIdValidFlagOff +: 8*tpb_isa_pkg::GetGlobalRankIdValidFlagBytes]);
        f[384 +: 64] = 64'(w[8*tpb_isa_pkg::GetGlobalRankIdRegIdOff +: 8*tpb_isa_pkg::GetGlobalRankIdRegIdBytes]);
      end
      8'hDB: begin
        f[0 +: 64] = 64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdSyncWaitSelOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdSyncWaitSelBytes]);
        f[64 +: 64] = 64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdSyncUpdateSelOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdSyncUpdateSelBytes]);
        f[128 +: 64] = 64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdSyncWaitValOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdSyncWaitValBytes]);
        f[192 +: 64] = 64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdSyncUpdateValOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdSyncUpdateValBytes]);
        f[256 +: 64] = 64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdSyncBranchPcOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdSyncBranchPcBytes]);
        f[320 +: 64] = 64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdGroupIdOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdGroupIdBytes]);
        f[384 +: 64] = 64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdChannelIdOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdChannelIdBytes]);
        f[448 +: 64] = 64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdIterationIdOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdIterationIdBytes]);
        f[512 +: 64] = 64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdRegIdOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdRegIdBytes]);
        f[576 +: 64] = 64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdStreamIdOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdStreamIdBytes]);
      end
      8'hDE: begin
        f[0 +: 64] = 64'(w[8*tpb_isa_pkg::TensorCompletionSyncWaitSelOff +: 8*tpb_isa_pkg::TensorCompletionSyncWaitSelBytes]);
        f[64 +: 64] = 64'(w[8*tpb_isa_pkg::TensorCompletionSyncUpdateSelOff +: 8*tpb_isa_pkg::TensorCompletionSyncUpdateSelBytes]);
        f[128 +: 64] = 64'(w[8*tpb_isa_pkg::TensorCompletionSyncWaitValOff +: 8*tpb_isa_pkg::TensorCompletionSyncWaitValBytes]);
        f[192 +: 64] = 64'(w[8*tpb_isa_pkg::TensorCompletionSyncUpdateValOff +: 8*tpb_isa_pkg::TensorCompletionSyncUpdateValBytes]);
        f[256 +: 64] = 64'(w[8*tpb_isa_pkg::TensorCompletionSyncBranchPcOff +: 8*tpb_isa_pkg::TensorCompletionSyncBranchPcBytes]);
        f[320 +: 64] = 64'(w[8*tpb_isa_pkg::TensorCompletionCompletionHandleOff +: 8*tpb_isa_pkg::TensorCompletionCompletionHandleBytes]);
        f[384 +: 64] = 64'(w[8*tpb_isa_pkg::TensorCompletionApByteOff +: 8*tpb_isa_pkg::TensorCompletionApByteBytes]);
      end
      8'hBE: begin
        f[0 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsSyncWaitSelOff +: 8*tpb_isa_pkg::GetSequenceBoundsSyncWaitSelBytes]);
        f[64 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsSyncUpdateSelOff +: 8*tpb_isa_pkg::GetSequenceBoundsSyncUpdateSelBytes]);
        f[128 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsSyncWaitValOff +: 8*tpb_isa_pkg::GetSequenceBoundsSyncWaitValBytes]);
        f[192 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsSyncUpdateValOff +: 8*tpb_isa_pkg::GetSequenceBoundsSyncUpdateValBytes]);
        f[256 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsSyncBranchPcOff +: 8*tpb_isa_pkg::GetSequenceBoundsSyncBranchPcBytes]);
        f[320 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsInDtypeOff +: 8*tpb_isa_pkg::GetSequenceBoundsInDtypeBytes]);
        f[384 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsOutDtypeOff +: 8*tpb_isa_pkg::GetSequenceBoundsOutDtypeBytes]);
        f[448 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsFlagsOff +: 8*tpb_isa_pkg::GetSequenceBoundsFlagsBytes]);
        f[512 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsInAddrOff +: 8*tpb_isa_pkg::GetSequenceBoundsInAddrBytes]);
        f[576 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsInStep0Off +: 8*tpb_isa_pkg::GetSequenceBoundsInStep0Bytes]);
        f[640 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsInNum0Off +: 8*tpb_isa_pkg::GetSequenceBoundsInNum0Bytes]);
        f[704 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsInStep1Off +: 8*tpb_isa_pkg::GetSequenceBoundsInStep1Bytes]);
        f[768 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsInNum1Off +: 8*tpb_isa_pkg::GetSequenceBoundsInNum1Bytes]);
        f[832 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsInStep2Off +: 8*tpb_isa_pkg::GetSequenceBoundsInStep2Bytes]);
        f[896 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsInNum2Off +: 8*tpb_isa_pkg::GetSequenceBoundsInNum2Bytes]);
        f[960 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsOutAddrOff +: 8*tpb_isa_pkg::GetSequenceBoundsOutAddrBytes]);
        f[1024 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsOutStep0Off +: 8*tpb_isa_pkg::GetSequenceBoundsOutStep0Bytes]);
        f[1088 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsOutNum0Off +: 8*tpb_isa_pkg::GetSequenceBoundsOutNum0Bytes]);
        f[1152 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsOutStep1Off +: 8*tpb_isa_pkg::GetSequenceBoundsOutStep1Bytes]);
        f[1216 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsOutNum1Off +: 8*tpb_isa_pkg::GetSequenceBoundsOutNum1Bytes]);
        f[1280 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsOutStep2Off +: 8*tpb_isa_pkg::GetSequenceBoundsOutStep2Bytes]);
        f[1344 +: 64] = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsOutNum2Off +: 8*tpb_isa_pkg::GetSequenceBoundsOutNum2Bytes]);
      end
      8'hD8: begin
        f[0 +: 64] = 64'(w[8*tpb_isa_pkg::CoreBarrierSyncWaitSelOff +: 8*tpb_isa_pkg::CoreBarrierSyncWaitSelBytes]);
        f[64 +: 64] = 64'(w[8*tpb_isa_pkg::CoreBarrierSyncUpdateSelOff +: 8*tpb_isa_pkg::CoreBarrierSyncUpdateSelBytes]);
        f[128 +: 64] = 64'(w[8*tpb_isa_pkg::CoreBarrierSyncWaitValOff +: 8*tpb_isa_pkg::CoreBarrierSyncWaitValBytes]);
        f[192 +: 64] = 64'(w[8*tpb_isa_pkg::CoreBarrierSyncUpdateValOff +: 8*tpb_isa_pkg::CoreBarrierSyncUpdateValBytes]);
        f[256 +: 64] = 64'(w[8*tpb_isa_pkg::CoreBarrierSyncBranchPcOff +: 8*tpb_isa_pkg::CoreBarrierSyncBranchPcBytes]);
        f[320 +: 64] = 64'(w[8*tpb_isa_pkg::CoreBarrierBarrierIdOff +: 8*tpb_isa_pkg::CoreBarrierBarrierIdBytes]);
        f[384 +: 64] = 64'(w[8*tpb_isa_pkg::CoreBarrierBarrierIndexOff +: 8*tpb_isa_pkg::CoreBarrierBarrierIndexBytes]);
        f[448 +: 64] = 64'(w[8*tpb_isa_pkg::CoreBarrierSemaAddrOff +: 8*tpb_isa_pkg::CoreBarrierSemaAddrBytes]);
        f[512 +: 64] = 64'(w[8*tpb_isa_pkg::CoreBarrierSemaStep0Off +: 8*tpb_isa_pkg::CoreBarrierSemaStep0Bytes]);
        f[576 +: 64] = 64'(w[8*tpb_isa_pkg::CoreBarrierSemaNum0Off +: 8*tpb_isa_pkg::CoreBarrierSemaNum0Bytes]);
        f[640 +: 64] = 64'(w[8*tpb_isa_pkg::CoreBarrierSemaStep1Off +: 8*tpb_isa_pkg::CoreBarrierSemaStep1Bytes]);
        f[704 +: 64] = 64'(w[8*tpb_isa_pkg::CoreBarrierSemaNum1Off +: 8*tpb_isa_pkg::CoreBarrierSemaNum1Bytes]);
        f[768 +: 64] = 64'(w[8*tpb_isa_pkg::CoreBarrierSemaStep2Off +: 8*tpb_isa_pkg::CoreBarrierSemaStep2Bytes]);
        f[832 +: 64] = 64'(w[8*tpb_isa_pkg::CoreBarrierSemaNum2Off +: 8*tpb_isa_pkg::CoreBarrierSemaNum2Bytes]);
        f[896 +: 64] = 64'(w[8*tpb_isa_pkg::CoreBarrierSemaStep3Off +: 8*tpb_isa_pkg::CoreBarrierSemaStep3Bytes]);
        f[960 +: 64] = 64'(w[8*tpb_isa_pkg::CoreBarrierSemaNum3Off +: 8*tpb_isa_pkg::CoreBarrierSemaNum3Bytes]);
      end
      8'hBF: begin
        f[0 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbSyncWaitSelOff +: 8*tpb_isa_pkg::GpsimdSb2sbSyncWaitSelBytes]);
        f[64 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbSyncUpdateSelOff +: 8*tpb_isa_pkg::GpsimdSb2sbSyncUpdateSelBytes]);
        f[128 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbSyncWaitValOff +: 8*tpb_isa_pkg::GpsimdSb2sbSyncWaitValBytes]);
        f[192 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbSyncUpdateValOff +: 8*tpb_isa_pkg::GpsimdSb2sbSyncUpdateValBytes]);
        f[256 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbSyncBranchPcOff +: 8*tpb_isa_pkg::GpsimdSb2sbSyncBranchPcBytes]);
        f[320 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbSrcDtypeOff +: 8*tpb_isa_pkg::GpsimdSb2sbSrcDtypeBytes]);
        f[384 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbDstDtypeOff +: 8*tpb_isa_pkg::GpsimdSb2sbDstDtypeBytes]);
        f[448 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbSrcAddrOff +: 8*tpb_isa_pkg::GpsimdSb2sbSrcAddrBytes]);
        f[512 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbSrcStep0Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcStep0Bytes]);
        f[576 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbSrcNum0Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum0Bytes]);
        f[640 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbSrcStep1Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcStep1Bytes]);
        f[704 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbSrcNum1Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum1Bytes]);
        f[768 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbSrcStep2Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcStep2Bytes]);
        f[832 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbSrcNum2Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum2Bytes]);
        f[896 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbCrossCoreEnableOff +: 8*tpb_isa_pkg::GpsimdSb2sbCrossCoreEnableBytes]);
        f[960 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbPeerPartitionOff +: 8*tpb_isa_pkg::GpsimdSb2sbPeerPartitionBytes]);
        f[1024 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbDstAddrOff +: 8*tpb_isa_pkg::GpsimdSb2sbDstAddrBytes]);
        f[1088 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbDstStep0Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstStep0Bytes]);
        f[1152 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbDstNum0Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum0Bytes]);
        f[1216 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbDstStep1Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstStep1Bytes]);
        f[1280 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbDstNum1Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum1Bytes]);
        f[1344 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbDstStep2Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstStep2Bytes]);
        f[1408 +: 64] = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbDstNum2Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum2Bytes]);
      end
      8'h85: begin
        f[0 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpHeaderSyncWaitSelOff +: 8*tpb_isa_pkg::CustomOpHeaderSyncWaitSelBytes]);
        f[64 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpHeaderSyncUpdateSelOff +: 8*tpb_isa_pkg::CustomOpHeaderSyncUpdateSelBytes]);
        f[128 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpHeaderSyncWaitValOff +: 8*tpb_isa_pkg::CustomOpHeaderSyncWaitValBytes]);
        f[192 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpHeaderSyncUpdateValOff +: 8*tpb_isa_pkg::CustomOpHeaderSyncUpdateValBytes]);
        f[256 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpHeaderSyncBranchPcOff +: 8*tpb_isa_pkg::CustomOpHeaderSyncBranchPcBytes]);
        f[320 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpHeaderNumPayloadsOff +: 8*tpb_isa_pkg::CustomOpHeaderNumPayloadsBytes]);
        f[384 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpHeaderFunctionIdOff +: 8*tpb_isa_pkg::CustomOpHeaderFunctionIdBytes]);
        f[448 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpHeaderNumArgumentsOff +: 8*tpb_isa_pkg::CustomOpHeaderNumArgumentsBytes]);
      end
      8'h86: begin
        f[0 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpPayloadSyncWaitSelOff +: 8*tpb_isa_pkg::CustomOpPayloadSyncWaitSelBytes]);
        f[64 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpPayloadSyncUpdateSelOff +: 8*tpb_isa_pkg::CustomOpPayloadSyncUpdateSelBytes]);
        f[128 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpPayloadSyncWaitValOff +: 8*tpb_isa_pkg::CustomOpPayloadSyncWaitValBytes]);
        f[192 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpPayloadSyncUpdateValOff +: 8*tpb_isa_pkg::CustomOpPayloadSyncUpdateValBytes]);
        f[256 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpPayloadSyncBranchPcOff +: 8*tpb_isa_pkg::CustomOpPayloadSyncBranchPcBytes]);
        f[320 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpPayloadPresentOff +: 8*tpb_isa_pkg::CustomOpPayloadPresentBytes]);
        f[384 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpPayloadApAddrOff +: 8*tpb_isa_pkg::CustomOpPayloadApAddrBytes]);
        f[448 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpPayloadApStep0Off +: 8*tpb_isa_pkg::CustomOpPayloadApStep0Bytes]);
        f[512 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpPayloadApNum0Off +: 8*tpb_isa_pkg::CustomOpPayloadApNum0Bytes]);
        f[576 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpPayloadApStep1Off +: 8*tpb_isa_pkg::CustomOpPayloadApStep1Bytes]);
        f[640 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpPayloadApNum1Off +: 8*tpb_isa_pkg::CustomOpPayloadApNum1Bytes]);
        f[704 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpPayloadApStep2Off +: 8*tpb_isa_pkg::CustomOpPayloadApStep2Bytes]);
        f[768 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpPayloadApNum2Off +: 8*tpb_isa_pkg::CustomOpPayloadApNum2Bytes]);
        f[832 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpPayloadApStep3Off +: 8*tpb_isa_pkg::CustomOpPayloadApStep3Bytes]);
        f[896 +: 64] = 64'(w[8*tpb_isa_pkg::CustomOpPayloadApNum3Off +: 8*tpb_isa_pkg::CustomOpPayloadApNum3Bytes]);
      end
      default: begin
        if (tpb_isa_pkg::op_is_dve(op)) begin
          f[0 +: 64] = 64'(w[8*tpb_isa_pkg::DveSyncWaitSelOff +: 8*tpb_isa_pkg::DveSyncWaitSelBytes]);
          f[64 +: 64] = 64'(w[8*tpb_isa_pkg::DveSyncUpdateSelOff +: 8*tpb_isa_pkg::DveSyncUpdateSelBytes]);
          f[128 +: 64] = 64'(w[8*tpb_isa_pkg::DveSyncWaitValOff +: 8*tpb_isa_pkg::DveSyncWaitValBytes]);
          f[192 +: 64] = 64'(w[8*tpb_isa_pkg::DveSyncUpdateValOff +: 8*tpb_isa_pkg::DveSyncUpdateValBytes]);
          f[256 +: 64] = 64'(w[8*tpb_isa_pkg::DveSyncBranchPcOff +: 8*tpb_isa_pkg::DveSyncBranchPcBytes]);
        end
      end
    endcase
    extract_fields = f;
  endfunction

  // The XOR of extract_fields' MaxFields 64-bit slots, the same value built per opcode
  // from the word's bits: nothing 64 * MaxFields bits wide is made on the way (the FPGA
  // board's record digest folds the fields; extraction and fold in one clock, slot by
  // slot, were its limiting path at 75 MHz).
  function automatic logic [63:0] fold_fields(input logic [7:0] op,
                                              input logic [tpb_isa_pkg::BundleBits-1:0] w);
    logic [63:0] x;
    x = '0;
    unique case (op)
      8'hD9: x = 64'(w[8*tpb_isa_pkg::CollectiveComputeSyncWaitSelOff +: 8*tpb_isa_pkg::CollectiveComputeSyncWaitSelBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeSyncUpdateSelOff +: 8*tpb_isa_pkg::CollectiveComputeSyncUpdateSelBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeSyncWaitValOff +: 8*tpb_isa_pkg::CollectiveComputeSyncWaitValBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeSyncUpdateValOff +: 8*tpb_isa_pkg::CollectiveComputeSyncUpdateValBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeSyncBranchPcOff +: 8*tpb_isa_pkg::CollectiveComputeSyncBranchPcBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeAluOpOff +: 8*tpb_isa_pkg::CollectiveComputeAluOpBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeDtypeOff +: 8*tpb_isa_pkg::CollectiveComputeDtypeBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeCollectiveKindOff +: 8*tpb_isa_pkg::CollectiveComputeCollectiveKindBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeSrcAddrOff +: 8*tpb_isa_pkg::CollectiveComputeSrcAddrBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeSrcStep0Off +: 8*tpb_isa_pkg::CollectiveComputeSrcStep0Bytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeSrcNum0Off +: 8*tpb_isa_pkg::CollectiveComputeSrcNum0Bytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeSrcStep1Off +: 8*tpb_isa_pkg::CollectiveComputeSrcStep1Bytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeSrcNum1Off +: 8*tpb_isa_pkg::CollectiveComputeSrcNum1Bytes]);
      8'hDA: x = 64'(w[8*tpb_isa_pkg::CollectiveComputeSecondaryChannelIdOff +: 8*tpb_isa_pkg::CollectiveComputeSecondaryChannelIdBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeSecondaryAluOpOff +: 8*tpb_isa_pkg::CollectiveComputeSecondaryAluOpBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeSecondaryDtypeOff +: 8*tpb_isa_pkg::CollectiveComputeSecondaryDtypeBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeSecondaryCollectiveKindOff +: 8*tpb_isa_pkg::CollectiveComputeSecondaryCollectiveKindBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeSecondarySrcAddrOff +: 8*tpb_isa_pkg::CollectiveComputeSecondarySrcAddrBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeSecondarySrcStep0Off +: 8*tpb_isa_pkg::CollectiveComputeSecondarySrcStep0Bytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeSecondarySrcNum0Off +: 8*tpb_isa_pkg::CollectiveComputeSecondarySrcNum0Bytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeSecondarySrcStep1Off +: 8*tpb_isa_pkg::CollectiveComputeSecondarySrcStep1Bytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveComputeSecondarySrcNum1Off +: 8*tpb_isa_pkg::CollectiveComputeSecondarySrcNum1Bytes]);
      8'hCB: x = 64'(w[8*tpb_isa_pkg::CollectiveSendRecvSyncWaitSelOff +: 8*tpb_isa_pkg::CollectiveSendRecvSyncWaitSelBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveSendRecvSyncUpdateSelOff +: 8*tpb_isa_pkg::CollectiveSendRecvSyncUpdateSelBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveSendRecvSyncWaitValOff +: 8*tpb_isa_pkg::CollectiveSendRecvSyncWaitValBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveSendRecvSyncUpdateValOff +: 8*tpb_isa_pkg::CollectiveSendRecvSyncUpdateValBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveSendRecvSyncBranchPcOff +: 8*tpb_isa_pkg::CollectiveSendRecvSyncBranchPcBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveSendRecvTensorIdOff +: 8*tpb_isa_pkg::CollectiveSendRecvTensorIdBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveSendRecvTensorBaseOff +: 8*tpb_isa_pkg::CollectiveSendRecvTensorBaseBytes]) ^
            64'(w[8*tpb_isa_pkg::CollectiveSendRecvNumElementsPerPartitionOff +: 8*tpb_isa_pkg::CollectiveSendRecvNumElementsPerPartitionBytes]);
      8'hDC: x = 64'(w[8*tpb_isa_pkg::GetGlobalRankIdSyncWaitSelOff +: 8*tpb_isa_pkg::GetGlobalRankIdSyncWaitSelBytes]) ^
            64'(w[8*tpb_isa_pkg::GetGlobalRankIdSyncUpdateSelOff +: 8*tpb_isa_pkg::GetGlobalRankIdSyncUpdateSelBytes]) ^
            64'(w[8*tpb_isa_pkg::GetGlobalRankIdSyncWaitValOff +: 8*tpb_isa_pkg::GetGlobalRankIdSyncWaitValBytes]) ^
            64'(w[8*tpb_isa_pkg::GetGlobalRankIdSyncUpdateValOff +: 8*tpb_isa_pkg::GetGlobalRankIdSyncUpdateValBytes]) ^
            64'(w[8*tpb_isa_pkg::GetGlobalRankIdSyncBranchPcOff +: 8*tpb_isa_pkg::GetGlobalRankIdSyncBranchPcBytes]) ^
            64'(w[8*tpb_isa_pkg::GetGlobalRankIdValidFlagOff +: 8*tpb_isa_pkg::GetGlobalRankIdValidFlagBytes]) ^
            64'(w[8*tpb_isa_pkg::GetGlobalRankIdRegIdOff +: 8*tpb_isa_pkg::GetGlobalRankIdRegIdBytes]);
      8'hDB: x = 64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdSyncWaitSelOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdSyncWaitSelBytes]) ^
            64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdSyncUpdateSelOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdSyncUpdateSelBytes]) ^
            64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdSyncWaitValOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdSyncWaitValBytes]) ^
            64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdSyncUpdateValOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdSyncUpdateValBytes]) ^
            64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdSyncBranchPcOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdSyncBranchPcBytes]) ^
            64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdGroupIdOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdGroupIdBytes]) ^
            64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdChannelIdOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdChannelIdBytes]) ^
            64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdIterationIdOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdIterationIdBytes]) ^
            64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdRegIdOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdRegIdBytes]) ^
            64'(w[8*tpb_isa_pkg::GetCurProcessingRankIdStreamIdOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdStreamIdBytes]);
      8'hDE: x = 64'(w[8*tpb_isa_pkg::TensorCompletionSyncWaitSelOff +: 8*tpb_isa_pkg::TensorCompletionSyncWaitSelBytes]) ^
            64'(w[8*tpb_isa_pkg::TensorCompletionSyncUpdateSelOff +: 8*tpb_isa_pkg::TensorCompletionSyncUpdateSelBytes]) ^
            64'(w[8*tpb_isa_pkg::TensorCompletionSyncWaitValOff +: 8*tpb_isa_pkg::TensorCompletionSyncWaitValBytes]) ^
            64'(w[8*tpb_isa_pkg::TensorCompletionSyncUpdateValOff +: 8*tpb_isa_pkg::TensorCompletionSyncUpdateValBytes]) ^
            64'(w[8*tpb_isa_pkg::TensorCompletionSyncBranchPcOff +: 8*tpb_isa_pkg::TensorCompletionSyncBranchPcBytes]) ^
            64'(w[8*tpb_isa_pkg::TensorCompletionCompletionHandleOff +: 8*tpb_isa_pkg::TensorCompletionCompletionHandleBytes]) ^
            64'(w[8*tpb_isa_pkg::TensorCompletionApByteOff +: 8*tpb_isa_pkg::TensorCompletionApByteBytes]);
      8'hBE: x = 64'(w[8*tpb_isa_pkg::GetSequenceBoundsSyncWaitSelOff +: 8*tpb_isa_pkg::GetSequenceBoundsSyncWaitSelBytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsSyncUpdateSelOff +: 8*tpb_isa_pkg::GetSequenceBoundsSyncUpdateSelBytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsSyncWaitValOff +: 8*tpb_isa_pkg::GetSequenceBoundsSyncWaitValBytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsSyncUpdateValOff +: 8*tpb_isa_pkg::GetSequenceBoundsSyncUpdateValBytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsSyncBranchPcOff +: 8*tpb_isa_pkg::GetSequenceBoundsSyncBranchPcBytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsInDtypeOff +: 8*tpb_isa_pkg::GetSequenceBoundsInDtypeBytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsOutDtypeOff +: 8*tpb_isa_pkg::GetSequenceBoundsOutDtypeBytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsFlagsOff +: 8*tpb_isa_pkg::GetSequenceBoundsFlagsBytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsInAddrOff +: 8*tpb_isa_pkg::GetSequenceBoundsInAddrBytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsInStep0Off +: 8*tpb_isa_pkg::GetSequenceBoundsInStep0Bytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsInNum0Off +: 8*tpb_isa_pkg::GetSequenceBoundsInNum0Bytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsInStep1Off +: 8*tpb_isa_pkg::GetSequenceBoundsInStep1Bytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsInNum1Off +: 8*tpb_isa_pkg::GetSequenceBoundsInNum1Bytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsInStep2Off +: 8*tpb_isa_pkg::GetSequenceBoundsInStep2Bytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsInNum2Off +: 8*tpb_isa_pkg::GetSequenceBoundsInNum2Bytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsOutAddrOff +: 8*tpb_isa_pkg::GetSequenceBoundsOutAddrBytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsOutStep0Off +: 8*tpb_isa_pkg::GetSequenceBoundsOutStep0Bytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsOutNum0Off +: 8*tpb_isa_pkg::GetSequenceBoundsOutNum0Bytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsOutStep1Off +: 8*tpb_isa_pkg::GetSequenceBoundsOutStep1Bytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsOutNum1Off +: 8*tpb_isa_pkg::GetSequenceBoundsOutNum1Bytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsOutStep2Off +: 8*tpb_isa_pkg::GetSequenceBoundsOutStep2Bytes]) ^
            64'(w[8*tpb_isa_pkg::GetSequenceBoundsOutNum2Off +: 8*tpb_isa_pkg::GetSequenceBoundsOutNum2Bytes]);
      8'hD8: x = 64'(w[8*tpb_isa_pkg::CoreBarrierSyncWaitSelOff +: 8*tpb_isa_pkg::CoreBarrierSyncWaitSelBytes]) ^
            64'(w[8*tpb_isa_pkg::CoreBarrierSyncUpdateSelOff +: 8*tpb_isa_pkg::CoreBarrierSyncUpdateSelBytes]) ^
            64'(w[8*tpb_isa_pkg::CoreBarrierSyncWaitValOff +: 8*tpb_isa_pkg::CoreBarrierSyncWaitValBytes]) ^
            64'(w[8*tpb_isa_pkg::CoreBarrierSyncUpdateValOff +: 8*tpb_isa_pkg::CoreBarrierSyncUpdateValBytes]) ^
            64'(w[8*tpb_isa_pkg::CoreBarrierSyncBranchPcOff +: 8*tpb_isa_pkg::CoreBarrierSyncBranchPcBytes]) ^
            64'(w[8*tpb_isa_pkg::CoreBarrierBarrierIdOff +: 8*tpb_isa_pkg::CoreBarrierBarrierIdBytes]) ^
            64'(w[8*tpb_isa_pkg::CoreBarrierBarrierIndexOff +: 8*tpb_isa_pkg::CoreBarrierBarrierIndexBytes]) ^
            64'(w[8*tpb_isa_pkg::CoreBarrierSemaAddrOff +: 8*tpb_isa_pkg::CoreBarrierSemaAddrBytes]) ^
            64'(w[8*tpb_isa_pkg::CoreBarrierSemaStep0Off +: 8*tpb_isa_pkg::CoreBarrierSemaStep0Bytes]) ^
            64'(w[8*tpb_isa_pkg::CoreBarrierSemaNum0Off +: 8*tpb_isa_pkg::CoreBarrierSemaNum0Bytes]) ^
            64'(w[8*tpb_isa_pkg::CoreBarrierSemaStep1Off +: 8*tpb_isa_pkg::CoreBarrierSemaStep1Bytes]) ^
            64'(w[8*tpb_isa_pkg::CoreBarrierSemaNum1Off +: 8*tpb_isa_pkg::CoreBarrierSemaNum1Bytes]) ^
            64'(w[8*tpb_isa_pkg::CoreBarrierSemaStep2Off +: 8*tpb_isa_pkg::CoreBarrierSemaStep2Bytes]) ^
            64'(w[8*tpb_isa_pkg::CoreBarrierSemaNum2Off +: 8*tpb_isa_pkg::CoreBarrierSemaNum2Bytes]) ^
            64'(w[8*tpb_isa_pkg::CoreBarrierSemaStep3Off +: 8*tpb_isa_pkg::CoreBarrierSemaStep3Bytes]) ^
            64'(w[8*tpb_isa_pkg::CoreBarrierSemaNum3Off +: 8*tpb_isa_pkg::CoreBarrierSemaNum3Bytes]);
      8'hBF: x = 64'(w[8*tpb_isa_pkg::GpsimdSb2sbSyncWaitSelOff +: 8*tpb_isa_pkg::GpsimdSb2sbSyncWaitSelBytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbSyncUpdateSelOff +: 8*tpb_isa_pkg::GpsimdSb2sbSyncUpdateSelBytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbSyncWaitValOff +: 8*tpb_isa_pkg::GpsimdSb2sbSyncWaitValBytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbSyncUpdateValOff +: 8*tpb_isa_pkg::GpsimdSb2sbSyncUpdateValBytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbSyncBranchPcOff +: 8*tpb_isa_pkg::GpsimdSb2sbSyncBranchPcBytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbSrcDtypeOff +: 8*tpb_isa_pkg::GpsimdSb2sbSrcDtypeBytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbDstDtypeOff +: 8*tpb_isa_pkg::GpsimdSb2sbDstDtypeBytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbSrcAddrOff +: 8*tpb_isa_pkg::GpsimdSb2sbSrcAddrBytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbSrcStep0Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcStep0Bytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbSrcNum0Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum0Bytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbSrcStep1Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcStep1Bytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbSrcNum1Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum1Bytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbSrcStep2Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcStep2Bytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbSrcNum2Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum2Bytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbCrossCoreEnableOff +: 8*tpb_isa_pkg::GpsimdSb2sbCrossCoreEnableBytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbPeerPartitionOff +: 8*tpb_isa_pkg::GpsimdSb2sbPeerPartitionBytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbDstAddrOff +: 8*tpb_isa_pkg::GpsimdSb2sbDstAddrBytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbDstStep0Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstStep0Bytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbDstNum0Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum0Bytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbDstStep1Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstStep1Bytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbDstNum1Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum1Bytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbDstStep2Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstStep2Bytes]) ^
            64'(w[8*tpb_isa_pkg::GpsimdSb2sbDstNum2Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum2Bytes]);
      8'h85: x = 64'(w[8*tpb_isa_pkg::CustomOpHeaderSyncWaitSelOff +: 8*tpb_isa_pkg::CustomOpHeaderSyncWaitSelBytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpHeaderSyncUpdateSelOff +: 8*tpb_isa_pkg::CustomOpHeaderSyncUpdateSelBytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpHeaderSyncWaitValOff +: 8*tpb_isa_pkg::CustomOpHeaderSyncWaitValBytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpHeaderSyncUpdateValOff +: 8*tpb_isa_pkg::CustomOpHeaderSyncUpdateValBytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpHeaderSyncBranchPcOff +: 8*tpb_isa_pkg::CustomOpHeaderSyncBranchPcBytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpHeaderNumPayloadsOff +: 8*tpb_isa_pkg::CustomOpHeaderNumPayloadsBytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpHeaderFunctionIdOff +: 8*tpb_isa_pkg::CustomOpHeaderFunctionIdBytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpHeaderNumArgumentsOff +: 8*tpb_isa_pkg::CustomOpHeaderNumArgumentsBytes]);
      8'h86: x = 64'(w[8*tpb_isa_pkg::CustomOpPayloadSyncWaitSelOff +: 8*tpb_isa_pkg::CustomOpPayloadSyncWaitSelBytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpPayloadSyncUpdateSelOff +: 8*tpb_isa_pkg::CustomOpPayloadSyncUpdateSelBytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpPayloadSyncWaitValOff +: 8*tpb_isa_pkg::CustomOpPayloadSyncWaitValBytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpPayloadSyncUpdateValOff +: 8*tpb_isa_pkg::CustomOpPayloadSyncUpdateValBytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpPayloadSyncBranchPcOff +: 8*tpb_isa_pkg::CustomOpPayloadSyncBranchPcBytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpPayloadPresentOff +: 8*tpb_isa_pkg::CustomOpPayloadPresentBytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpPayloadApAddrOff +: 8*tpb_isa_pkg::CustomOpPayloadApAddrBytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpPayloadApStep0Off +: 8*tpb_isa_pkg::CustomOpPayloadApStep0Bytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpPayloadApNum0Off +: 8*tpb_isa_pkg::CustomOpPayloadApNum0Bytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpPayloadApStep1Off +: 8*tpb_isa_pkg::CustomOpPayloadApStep1Bytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpPayloadApNum1Off +: 8*tpb_isa_pkg::CustomOpPayloadApNum1Bytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpPayloadApStep2Off +: 8*tpb_isa_pkg::CustomOpPayloadApStep2Bytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpPayloadApNum2Off +: 8*tpb_isa_pkg::CustomOpPayloadApNum2Bytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpPayloadApStep3Off +: 8*tpb_isa_pkg::CustomOpPayloadApStep3Bytes]) ^
            64'(w[8*tpb_isa_pkg::CustomOpPayloadApNum3Off +: 8*tpb_isa_pkg::CustomOpPayloadApNum3Bytes]);
      default: begin
        if (tpb_isa_pkg::op_is_dve(op)) begin
          x = 64'(w[8*tpb_isa_pkg::DveSyncWaitSelOff +: 8*tpb_isa_pkg::DveSyncWaitSelBytes]) ^
            64'(w[8*tpb_isa_pkg::DveSyncUpdateSelOff +: 8*tpb_isa_pkg::DveSyncUpdateSelBytes]) ^
            64'(w[8*tpb_isa_pkg::DveSyncWaitValOff +: 8*tpb_isa_pkg::DveSyncWaitValBytes]) ^
            64'(w[8*tpb_isa_pkg::DveSyncUpdateValOff +: 8*tpb_isa_pkg::DveSyncUpdateValBytes]) ^
            64'(w[8*tpb_isa_pkg::DveSyncBranchPcOff +: 8*tpb_isa_pkg::DveSyncBranchPcBytes]);
        end
      end
    endcase
    fold_fields = x;
  endfunction

  // Word-level and field checks of one word, in the documented priority order:
  // unknown opcode, word length, reserved bytes, then each field's check in field order.
  // Chain checks (orphan, broken, truncated) live in the decoder, before and after these.
  // The reserved bytes' test and the field checks (fe: the first failing one, an if /
  // else if chain) are computed side by side and picked last: the same verdict as one
  // check after the other, in fewer logic levels on an FPGA.
  function automatic err_e check_word(input logic [tpb_isa_pkg::BundleBits-1:0] w);
    err_e e, fe;
    logic [7:0] op;
    logic [tpb_isa_pkg::BundleBits-1:0] covered;
    op = w[8*tpb_isa_pkg::HdrOpcodeOff +: 8*tpb_isa_pkg::HdrOpcodeBytes];
    covered = '0;
    unique case (op)
      8'hD9: covered = {
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
        8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
        8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
      };
      8'hDA: covered = {
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
        8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
        8'h00, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
      };
      8'hCB: covered = {
        8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
        8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
      };
      8'hDC: covered = {
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
        8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
      };
      8'hDB: covered = {
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'h00, 8'hFF, 8'hFF, 8'hFF,
        8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
      };
      8'hDE: covered = {
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF,
        8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
      };
      8'hBE: covered = {
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
        8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
        8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
        8'hFF, 8'hFF, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
      };
      8'hD8: covered = {
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
        8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
        8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
      };
      8'hBF: covered = {
        8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF,
        8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
        8'h00, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
      };
      8'h85: covered = {
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
        8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
      };
      8'h86: covered = {
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
        8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
        8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
        8'hFF, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
      };
      default: covered = {
        8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
        8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
        8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
        8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
      };
    endcase
    fe = tpb_isa_pkg::ERR_OK;
    unique case (op)
      8'hD9: begin
        if (!tpb_isa_pkg::is_sync_wait(w[8*tpb_isa_pkg::CollectiveComputeSyncWaitSelOff +: 8*tpb_isa_pkg::CollectiveComputeSyncWaitSelBytes])) fe = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
        else if (!tpb_isa_pkg::is_alu_op(w[8*tpb_isa_pkg::CollectiveComputeAluOpOff +: 8*tpb_isa_pkg::CollectiveComputeAluOpBytes])) fe = tpb_isa_pkg::ERR_BAD_ALU_OP;  // alu_op
        else if (!tpb_isa_pkg::is_dtype(w[8*tpb_isa_pkg::CollectiveComputeDtypeOff +: 8*tpb_isa_pkg::CollectiveComputeDtypeBytes])) fe = tpb_isa_pkg::ERR_BAD_DTYPE;  // dtype
        else if (!tpb_isa_pkg::is_coll_kind(w[8*tpb_isa_pkg::CollectiveComputeCollectiveKindOff +: 8*tpb_isa_pkg::CollectiveComputeCollectiveKindBytes])) fe = tpb_isa_pkg::ERR_BAD_COLL_KIND;  // collective_kind
        else if (!tpb_isa_pkg::addr4_ok(32'(w[8*tpb_isa_pkg::CollectiveComputeSrcAddrOff +: 8*tpb_isa_pkg::CollectiveComputeSrcAddrBytes])) || (64'(w[8*tpb_isa_pkg::CollectiveComputeSrcAddrOff +: 8*tpb_isa_pkg::CollectiveComputeSrcAddrBytes]) >> 32) != 64'd0) fe = tpb_isa_pkg::ERR_BAD_AP_ADDR;  // src_addr
        else if (w[8*tpb_isa_pkg::CollectiveComputeSrcNum0Off +: 8*tpb_isa_pkg::CollectiveComputeSrcNum0Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // src_num0
        else if (w[8*tpb_isa_pkg::CollectiveComputeSrcNum1Off +: 8*tpb_isa_pkg::CollectiveComputeSrcNum1Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // src_num1
      end
      8'hDA: begin
        if (!tpb_isa_pkg::is_alu_op(w[8*tpb_isa_pkg::CollectiveComputeSecondaryAluOpOff +: 8*tpb_isa_pkg::CollectiveComputeSecondaryAluOpBytes])) fe = tpb_isa_pkg::ERR_BAD_ALU_OP;  // alu_op
        else if (!(w[8*tpb_isa_pkg::CollectiveComputeSecondaryDtypeOff +: 8*tpb_isa_pkg::CollectiveComputeSecondaryDtypeBytes] == 8'h00 || tpb_isa_pkg::is_dtype(w[8*tpb_isa_pkg::CollectiveComputeSecondaryDtypeOff +: 8*tpb_isa_pkg::CollectiveComputeSecondaryDtypeBytes]))) fe = tpb_isa_pkg::ERR_BAD_DTYPE;  // dtype
        else if (!(w[8*tpb_isa_pkg::CollectiveComputeSecondaryCollectiveKindOff +: 8*tpb_isa_pkg::CollectiveComputeSecondaryCollectiveKindBytes] == 8'h00 || tpb_isa_pkg::is_coll_kind(w[8*tpb_isa_pkg::CollectiveComputeSecondaryCollectiveKindOff +: 8*tpb_isa_pkg::CollectiveComputeSecondaryCollectiveKindBytes]))) fe = tpb_isa_pkg::ERR_BAD_COLL_KIND;  // collective_kind
        else if (!tpb_isa_pkg::addr4_ok(32'(w[8*tpb_isa_pkg::CollectiveComputeSecondarySrcAddrOff +: 8*tpb_isa_pkg::CollectiveComputeSecondarySrcAddrBytes])) || (64'(w[8*tpb_isa_pkg::CollectiveComputeSecondarySrcAddrOff +: 8*tpb_isa_pkg::CollectiveComputeSecondarySrcAddrBytes]) >> 32) != 64'd0) fe = tpb_isa_pkg::ERR_BAD_AP_ADDR;  // src_addr
        else if (w[8*tpb_isa_pkg::CollectiveComputeSecondarySrcNum0Off +: 8*tpb_isa_pkg::CollectiveComputeSecondarySrcNum0Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // src_num0
        else if (w[8*tpb_isa_pkg::CollectiveComputeSecondarySrcNum1Off +: 8*tpb_isa_pkg::CollectiveComputeSecondarySrcNum1Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // src_num1
      end
      8'hCB: begin
        if (!tpb_isa_pkg::is_sync_wait(w[8*tpb_isa_pkg::CollectiveSendRecvSyncWaitSelOff +: 8*tpb_isa_pkg::CollectiveSendRecvSyncWaitSelBytes])) fe = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
      end
      8'hDC: begin
        if (!tpb_isa_pkg::is_sync_wait(w[8*tpb_isa_pkg::GetGlobalRankIdSyncWaitSelOff +: 8*tpb_isa_pkg::GetGlobalRankIdSyncWaitSelBytes])) fe = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
        else if (w[8*tpb_isa_pkg::GetGlobalRankIdValidFlagOff +: 8*tpb_isa_pkg::GetGlobalRankIdValidFlagBytes] > 8'd1) fe = tpb_isa_pkg::ERR_BAD_FLAG;  // valid_flag
      end
      8'hDB: begin
        if (!tpb_isa_pkg::is_sync_wait(w[8*tpb_isa_pkg::GetCurProcessingRankIdSyncWaitSelOff +: 8*tpb_isa_pkg::GetCurProcessingRankIdSyncWaitSelBytes])) fe = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
      end
      8'hDE: begin
        if (!tpb_isa_pkg::is_sync_wait(w[8*tpb_isa_pkg::TensorCompletionSyncWaitSelOff +: 8*tpb_isa_pkg::TensorCompletionSyncWaitSelBytes])) fe = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
      end
      8'hBE: begin
        if (!tpb_isa_pkg::is_sync_wait(w[8*tpb_isa_pkg::GetSequenceBoundsSyncWaitSelOff +: 8*tpb_isa_pkg::GetSequenceBoundsSyncWaitSelBytes])) fe = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
        else if (!tpb_isa_pkg::is_dtype(w[8*tpb_isa_pkg::GetSequenceBoundsInDtypeOff +: 8*tpb_isa_pkg::GetSequenceBoundsInDtypeBytes])) fe = tpb_isa_pkg::ERR_BAD_DTYPE;  // in_dtype
        else if (!tpb_isa_pkg::is_dtype(w[8*tpb_isa_pkg::GetSequenceBoundsOutDtypeOff +: 8*tpb_isa_pkg::GetSequenceBoundsOutDtypeBytes])) fe = tpb_isa_pkg::ERR_BAD_DTYPE;  // out_dtype
        else if (!tpb_isa_pkg::addr4_ok(w[8*tpb_isa_pkg::GetSequenceBoundsInAddrOff +: 8*tpb_isa_pkg::GetSequenceBoundsInAddrBytes])) fe = tpb_isa_pkg::ERR_BAD_AP_ADDR;  // in_addr
        else if (w[8*tpb_isa_pkg::GetSequenceBoundsInNum0Off +: 8*tpb_isa_pkg::GetSequenceBoundsInNum0Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // in_num0
        else if (w[8*tpb_isa_pkg::GetSequenceBoundsInNum1Off +: 8*tpb_isa_pkg::GetSequenceBoundsInNum1Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // in_num1
        else if (w[8*tpb_isa_pkg::GetSequenceBoundsInNum2Off +: 8*tpb_isa_pkg::GetSequenceBoundsInNum2Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // in_num2
        else if (!tpb_isa_pkg::addr4_ok(w[8*tpb_isa_pkg::GetSequenceBoundsOutAddrOff +: 8*tpb_isa_pkg::GetSequenceBoundsOutAddrBytes])) fe = tpb_isa_pkg::ERR_BAD_AP_ADDR;  // out_addr
        else if (w[8*tpb_isa_pkg::GetSequenceBoundsOutNum0Off +: 8*tpb_isa_pkg::GetSequenceBoundsOutNum0Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // out_num0
        else if (w[8*tpb_isa_pkg::GetSequenceBoundsOutNum1Off +: 8*tpb_isa_pkg::GetSequenceBoundsOutNum1Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // out_num1
        else if (w[8*tpb_isa_pkg::GetSequenceBoundsOutNum2Off +: 8*tpb_isa_pkg::GetSequenceBoundsOutNum2Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // out_num2
      end
      8'hD8: begin
        if (!tpb_isa_pkg::is_sync_wait(w[8*tpb_isa_pkg::CoreBarrierSyncWaitSelOff +: 8*tpb_isa_pkg::CoreBarrierSyncWaitSelBytes])) fe = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
        else if (!tpb_isa_pkg::addr4_ok(w[8*tpb_isa_pkg::CoreBarrierSemaAddrOff +: 8*tpb_isa_pkg::CoreBarrierSemaAddrBytes])) fe = tpb_isa_pkg::ERR_BAD_AP_ADDR;  // sema_addr
        else if (w[8*tpb_isa_pkg::CoreBarrierSemaNum0Off +: 8*tpb_isa_pkg::CoreBarrierSemaNum0Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // sema_num0
        else if (w[8*tpb_isa_pkg::CoreBarrierSemaNum1Off +: 8*tpb_isa_pkg::CoreBarrierSemaNum1Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // sema_num1
        else if (w[8*tpb_isa_pkg::CoreBarrierSemaNum2Off +: 8*tpb_isa_pkg::CoreBarrierSemaNum2Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // sema_num2
        else if (w[8*tpb_isa_pkg::CoreBarrierSemaNum3Off +: 8*tpb_isa_pkg::CoreBarrierSemaNum3Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // sema_num3
      end
      8'hBF: begin
        if (!tpb_isa_pkg::is_sync_wait(w[8*tpb_isa_pkg::GpsimdSb2sbSyncWaitSelOff +: 8*tpb_isa_pkg::GpsimdSb2sbSyncWaitSelBytes])) fe = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
        else if (!tpb_isa_pkg::is_dtype(w[8*tpb_isa_pkg::GpsimdSb2sbSrcDtypeOff +: 8*tpb_isa_pkg::GpsimdSb2sbSrcDtypeBytes])) fe = tpb_isa_pkg::ERR_BAD_DTYPE;  // src_dtype
        else if (!tpb_isa_pkg::is_dtype(w[8*tpb_isa_pkg::GpsimdSb2sbDstDtypeOff +: 8*tpb_isa_pkg::GpsimdSb2sbDstDtypeBytes])) fe = tpb_isa_pkg::ERR_BAD_DTYPE;  // dst_dtype
        else if (!tpb_isa_pkg::addr4_ok(w[8*tpb_isa_pkg::GpsimdSb2sbSrcAddrOff +: 8*tpb_isa_pkg::GpsimdSb2sbSrcAddrBytes])) fe = tpb_isa_pkg::ERR_BAD_AP_ADDR;  // src_addr
        else if (w[8*tpb_isa_pkg::GpsimdSb2sbSrcNum0Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum0Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // src_num0
        else if (w[8*tpb_isa_pkg::GpsimdSb2sbSrcNum1Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum1Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // src_num1
        else if (w[8*tpb_isa_pkg::GpsimdSb2sbSrcNum2Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum2Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // src_num2
        else if (w[8*tpb_isa_pkg::GpsimdSb2sbCrossCoreEnableOff +: 8*tpb_isa_pkg::GpsimdSb2sbCrossCoreEnableBytes] != 8'd1) fe = tpb_isa_pkg::ERR_BAD_FLAG;  // cross_core_enable
        else if (!tpb_isa_pkg::addr4_ok(w[8*tpb_isa_pkg::GpsimdSb2sbDstAddrOff +: 8*tpb_isa_pkg::GpsimdSb2sbDstAddrBytes])) fe = tpb_isa_pkg::ERR_BAD_AP_ADDR;  // dst_addr
        else if (w[8*tpb_isa_pkg::GpsimdSb2sbDstNum0Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum0Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // dst_num0
        else if (w[8*tpb_isa_pkg::GpsimdSb2sbDstNum1Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum1Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // dst_num1
        else if (w[8*tpb_isa_pkg::GpsimdSb2sbDstNum2Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum2Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // dst_num2
      end
      8'h85: begin
        if (w[8*tpb_isa_pkg::CustomOpHeaderNumPayloadsOff +: 8*tpb_isa_pkg::CustomOpHeaderNumPayloadsBytes] != ((w[8*tpb_isa_pkg::CustomOpHeaderNumArgumentsOff +: 8*tpb_isa_pkg::CustomOpHeaderNumArgumentsBytes] == 8'd0) ? 16'd1 : 16'(w[8*tpb_isa_pkg::CustomOpHeaderNumArgumentsOff +: 8*tpb_isa_pkg::CustomOpHeaderNumArgumentsBytes]) + 16'd2)) fe = tpb_isa_pkg::ERR_CO_COUNT_MISMATCH;  // num_payloads
        else if (w[8*tpb_isa_pkg::CustomOpHeaderFunctionIdOff +: 8*tpb_isa_pkg::CustomOpHeaderFunctionIdBytes] == 8'hFF) fe = tpb_isa_pkg::ERR_CO_FUNCTION_ID_UNSET;  // function_id
      end
      8'h86: begin
        if (!tpb_isa_pkg::is_sync_wait(w[8*tpb_isa_pkg::CustomOpPayloadSyncWaitSelOff +: 8*tpb_isa_pkg::CustomOpPayloadSyncWaitSelBytes])) fe = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
        else if (w[8*tpb_isa_pkg::CustomOpPayloadPresentOff +: 8*tpb_isa_pkg::CustomOpPayloadPresentBytes] != 8'd1) fe = tpb_isa_pkg::ERR_BAD_FLAG;  // present
        else if (tpb_isa_pkg::addr4_co_err(w[8*tpb_isa_pkg::CustomOpPayloadApAddrOff +: 8*tpb_isa_pkg::CustomOpPayloadApAddrBytes]) != tpb_isa_pkg::ERR_OK) fe = tpb_isa_pkg::addr4_co_err(w[8*tpb_isa_pkg::CustomOpPayloadApAddrOff +: 8*tpb_isa_pkg::CustomOpPayloadApAddrBytes]);  // ap_addr
        else if (w[8*tpb_isa_pkg::CustomOpPayloadApNum0Off +: 8*tpb_isa_pkg::CustomOpPayloadApNum0Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // ap_num0
        else if (w[8*tpb_isa_pkg::CustomOpPayloadApNum1Off +: 8*tpb_isa_pkg::CustomOpPayloadApNum1Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // ap_num1
        else if (w[8*tpb_isa_pkg::CustomOpPayloadApNum2Off +: 8*tpb_isa_pkg::CustomOpPayloadApNum2Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // ap_num2
        else if (w[8*tpb_isa_pkg::CustomOpPayloadApNum3Off +: 8*tpb_isa_pkg::CustomOpPayloadApNum3Bytes] == '0) fe = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // ap_num3
      end
      default: begin
        if (tpb_isa_pkg::op_is_dve(op)) begin
          if (!tpb_isa_pkg::is_sync_wait(w[8*tpb_isa_pkg::DveSyncWaitSelOff +: 8*tpb_isa_pkg::DveSyncWaitSelBytes])) fe = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
        end
      end
    endcase
    if (!tpb_isa_pkg::op_is_cross(op) && !tpb_isa_pkg::op_is_dve(op)) e = tpb_isa_pkg::ERR_UNKNOWN_OPCODE;
    else if (w[8*tpb_isa_pkg::HdrWordLenOff +: 8*tpb_isa_pkg::HdrWordLenBytes] != ((op == 8'hDA) ? 8'h00 : tpb_isa_pkg::WordLen)) e = tpb_isa_pkg::ERR_BAD_WORD_LEN;
    else if ((w & ~covered) != '0) e = tpb_isa_pkg::ERR_RESERVED_NONZERO;
    else e = fe;
    check_word = e;
  endfunction

endpackage

/* verilator lint_on UNUSEDSIGNAL */
/* verilator lint_on UNUSEDPARAM */
