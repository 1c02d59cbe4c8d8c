// The core on the board: tpb_system at the FPGA size set, fed from the stream FIFO, with a
// signature unit and a log on each of its record streams, the counters and the quiescence
// detector the host link needs. This is the one place that instantiates tpb_system.
//
//   link --push--> tpb_fpga_stream --word--> tpb_system --records--> tpb_fpga_sig x 4 (+ logs)
//   link --table write port, SBUF host port (only while quiet_o)----^        \--> counters
//
// What the board puts behind tpb_system's ports:
//   cross port     always ready; the words are counted (no cross-engine unit on the board);
//   DVE records    a signature unit (ready when it can take a digest);
//   mover records  a signature unit;
//   custom ops     no Xtensa cluster on the board: the host serves the mailbox over the link
//                  (serve_i, CONTROL.SERVE): the doorbell waits (ring_o) while the host reads
//                  the chain (mb_rd_*, a byte per address: tpb_system MbReadBytes = 1, so
//                  the mailbox takes 64 clocks per chain word), moves SBUF rows through the DMA port (host port
//                  requests with host_dma_i) and writes the done (svc_done_*). A watchdog
//                  answers the doorbell itself with CL_KERNEL_MISSING (cpu 0xFF, no bytes)
//                  after ServeTimeout clocks without a service command (svc_i) while the link
//                  is idle (link_busy_i: never between a command's check and its effect).
//                  Without serve_i the doorbell is answered so in the clock it rings. Every
//                  completion is signed.
//
// Digests (byte 0 first; multi-byte fields little-endian; docs/fpga.md "Signatures"):
//   record (18 B):  index u32, opcode u8, err u8, route u8, flags u8 (bit 0 last),
//                   chain_pos u16, fold u64 (XOR of the MaxFields 64-bit field slots)
//   DVE (24 B + rows): index u32, opcode u8, err u8, flags u8 (bit 0 slow_fetched), fast u8,
//                   entry u64, slow u64, fast word, slow word, datapath word (row bytes)
//   mover (12 B):   index u32, err u8, 3 zero bytes, bytes u32
//   custom op (16 B): index u32, err u8, function u8, cpu u8, zero u8, bytes_in u32, bytes_out u32
//
// quiet_o: no word between the FIFO and the engines (the assembler holds nothing, every word
// the decoder took has retired, mover, DVE sequencer, mailbox and signature units idle) for
// QuietClocks clocks in a row; the run of clocks covers the mailbox's WAIT -> RING -> DONE
// steps, which tpb_system does not show. With hold_i high quiet_o stays high once reached
// (no new word can start), so the SBUF host port and the table write port are safe.

module tpb_fpga_core #(
  parameter  int unsigned Gen               = 3,
  parameter  int unsigned FastRows          = 256,
  parameter  int unsigned SlowRows          = 256,
  parameter  int unsigned FastRowWords      = 2,
  parameter  int unsigned SlowRowWords      = 2,
  parameter  int unsigned DpRowWords        = 4,
  parameter  int unsigned Partitions        = 16,
  parameter  int unsigned BytesPerPartition = 1024,
  parameter  int unsigned PortBytes         = 16,
  parameter  int unsigned FifoWords         = 32,
  parameter  int unsigned MailboxWords      = 257,
  parameter  int unsigned ServeTimeout      = 1 << 20,  // clocks (see above)
  parameter  bit          SbufBankRegs      = 1'b1,     // tpb_sbuf BankRegs: SBUF reads take four clocks
  localparam int unsigned PartW             = $clog2(Partitions),
  localparam int unsigned RowW              = $clog2(BytesPerPartition / PortBytes),
  localparam int unsigned PortBits          = 8 * PortBytes,
  localparam int unsigned FifoCountW        = $clog2(FifoWords + 1),
  localparam int unsigned LogAddrW          = $clog2(tpb_fpga_pkg::LogBytes)  // every log RAM
) (
  input  logic                               clk_i,
  input  logic                               rst_ni,

  // Stream FIFO.
  input  logic                               push_i,
  input  logic [7:0]                         push_data_i,
  input  logic                               push_last_i,
  output logic [FifoCountW-1:0]              free_words_o,

  // Control.
  input  logic                               hold_i,
  input  logic                               clear_i,
  input  logic                               issue_core_i,

  // DVE table write port and SBUF host port (use only while quiet_o).
  `TPB_TBL_WR_SNK(tbl_),
  `TPB_SBUF_ROW_SNK(host_),
  input  logic                               host_core_i,
  output logic [2*PortBits-1:0]              host_rdata_o,
  input  logic                               host_dma_i,   // the request is the DMA port's (while ring_o)

  // The host-served mailbox.
  input  logic                               serve_i,
  output logic                               ring_o,       // a doorbell waits for the host
  output logic [7:0]                         ring_tag_o,   // doorbells answered since the reset, mod 256
  output logic [8:0]                         ring_words_o,
  output logic                               ring_core_o,
  input  logic [14:0]                        mb_rd_addr_i,  // chain byte address: word * 64 + byte
  output logic [7:0]                         mb_rd_word_o,  // that byte, the clock after
  `TPB_COP_DONE_SNK(svc_),
  input  logic                               svc_i,        // a service command was accepted
  input  logic                               link_busy_i,

  // Logs (tpb_fpga_pkg::LOG_*): byte log_raddr_i of log log_sel_i, the clock after log_re_i.
  input  logic [1:0]                         log_sel_i,
  input  logic                               log_re_i,
  input  logic [LogAddrW-1:0]                log_raddr_i,
  output logic [7:0]                         log_rdata_o,
  output logic [4*32-1:0]                    log_info_o,   // per log: {entries u16, stride u16}

  // Status, counters, signatures: the registers the core drives (hw2reg.core).
  output logic                               quiet_o,
  output tpb_fpga_pkg::hw2reg_core_t         hw2reg_o
);

  localparam int unsigned EntryBits   = (Gen == 2) ? 64 : 32;
  localparam int unsigned SplitBit    = (Gen == 2) ? 7 : 8;
  localparam int unsigned SlowBits    = EntryBits - SplitBit;
  localparam int unsigned SlowWords   = (Gen == 2) ? FastRowWords : SlowRowWords;
  localparam int unsigned MbAddrW     = $clog2(MailboxWords * tpb_isa_pkg::BundleBytes);
  localparam int unsigned QuietClocks = 4;
  localparam int unsigned LogBytes    = 1 << LogAddrW;

  // Digest sizes and strides: the host-link table (rtl/fpga/hostlink.toml, via tpb_fpga_pkg).
  localparam int unsigned RecBytes  = tpb_fpga_pkg::LogRecBytes;
  localparam int unsigned RecStride = tpb_fpga_pkg::LogRecStride;
  localparam int unsigned DveBytes  = tpb_fpga_pkg::LogDveFixedBytes + 4 * (FastRowWords + SlowWords + DpRowWords);
  localparam int unsigned DveStride = 1 << $clog2(DveBytes);
  localparam int unsigned MvBytes   = tpb_fpga_pkg::LogMvBytes;
  localparam int unsigned MvStride  = tpb_fpga_pkg::LogMvStride;
  localparam int unsigned CopBytes  = tpb_fpga_pkg::LogCopBytes;
  localparam int unsigned CopStride = tpb_fpga_pkg::LogCopStride;

  ////////////////////
  // Stream FIFO    //
  ////////////////////

  logic                                in_valid, in_ready, in_last;
  logic                                sys_valid, sys_ready, feed_ok;
  logic [tpb_isa_pkg::BundleBits-1:0]  in_word;
  logic                                stream_empty, stream_busy;

  tpb_fpga_stream #(
    .FifoWords (FifoWords)
  ) u_stream (
    .clk_i, .rst_ni,
    .push_i       (push_i),
    .push_data_i  (push_data_i),
    .push_last_i  (push_last_i),
    .free_words_o (free_words_o),
    .hold_i       (hold_i),
    .empty_o      (stream_empty),
    .busy_o       (stream_busy),
    .valid_o      (in_valid),
    .ready_i      (in_ready),
    .word_o       (in_word),
    .last_o       (in_last)
  );

  ////////////////////
  // The system     //
  ////////////////////

  logic                                rec_valid, rec_ready, rec_last;
  logic [31:0]                         rec_index;
  logic [7:0]                          rec_opcode;
  tpb_isa_pkg::err_e                   rec_err;
  tpb_isa_pkg::route_e                 rec_route;
  logic [15:0]                         rec_chain_pos;
  logic [tpb_isa_pkg::FieldsBits-1:0]  rec_fields;
  logic [tpb_isa_pkg::BundleBits-1:0]  rec_word;
  logic                                cross_valid;
  logic [tpb_isa_pkg::BundleBits-1:0]  cross_word;
  logic [31:0]                         cross_index;
  logic                                mb_db, mb_core, mb_busy;
  logic [8:0]                          mb_words;
  logic [31:0]                         mb_index;
  logic [7:0]                          mb_rd_word;
  logic                                cop_valid, cop_ready;
  logic [31:0]                         cop_index, cop_bytes_in, cop_bytes_out;
  tpb_isa_pkg::err_e                   cop_err;
  logic [7:0]                          cop_function, cop_cpu;
  logic                                tbl_wbad, dve_idle;
  logic                                dve_valid, dve_ready, dve_slow_fetched;
  logic [31:0]                         dve_index;
  logic [7:0]                          dve_opcode, dve_fast;
  tpb_isa_pkg::err_e                   dve_err;
  logic [EntryBits-1:0]                dve_entry;
  logic [SlowBits-1:0]                 dve_slow;
  logic [FastRowWords*32-1:0]          dve_fast_word;
  logic [SlowWords*32-1:0]             dve_slow_word;
  logic [DpRowWords*32-1:0]            dve_dp_word;
  logic                                mv_valid, mv_ready, mv_busy;
  logic [31:0]                         mv_index, mv_bytes;
  tpb_isa_pkg::err_e                   mv_err;
  logic                                mon_valid, mon_core;
  logic [PartW-1:0]                    mon_partition;
  logic [$clog2(BytesPerPartition)-1:0] mon_offset;
  logic [PortBytes-1:0]                mon_be;
  logic [PortBits-1:0]                 mon_data;
  logic                                err_valid;
  logic [31:0]                         err_index;
  tpb_isa_pkg::err_e                   err_code;
  logic [tpb_isa_pkg::NumErrors-1:0]   err_sticky;

  tpb_system #(
    .Gen               (Gen),
    .FastRows          (FastRows),
    .SlowRows          (SlowRows),
    .FastRowWords      (FastRowWords),
    .SlowRowWords      (SlowRowWords),
    .DpRowWords        (DpRowWords),
    .Partitions        (Partitions),
    .BytesPerPartition (BytesPerPartition),
    .PortBytes         (PortBytes),
    .CoresPerLnc       (2),
    .MailboxWords      (MailboxWords),
    .MbReadBytes       (1),              // the link reads the chain a byte at a time (no 512-bit bus)
    .DecoderInputReg   (1'b1),           // check_word gets a clock of its own on the ECP5
    .DecoderLoadWhenEmpty (1'b1),        // the record register's load enable from its own valid
    .SbufBankRegs      (SbufBankRegs)
  ) u_system (
    .clk_i, .rst_ni,
    .valid_i             (sys_valid),
    .ready_o             (sys_ready),
    .word_i              (in_word),
    .last_i              (in_last),
    .rec_valid_o         (rec_valid),
    .rec_ready_o         (rec_ready),
    .rec_index_o         (rec_index),
    .rec_opcode_o        (rec_opcode),
    .rec_err_o           (rec_err),
    .rec_route_o         (rec_route),
    .rec_chain_pos_o     (rec_chain_pos),
    .rec_fields_o        (rec_fields),
    .rec_word_o          (rec_word),
    .rec_last_o          (rec_last),
    .cross_valid_o       (cross_valid),
    .cross_ready_i       (1'b1),
    .cross_word_o        (cross_word),
    .cross_index_o       (cross_index),
    .mb_db_o             (mb_db),
    .mb_words_o          (mb_words),
    .mb_index_o          (mb_index),
    .mb_core_o           (mb_core),
    .mb_busy_o           (mb_busy),
    .mb_rd_addr_i        (MbAddrW'(mb_rd_addr_i)),
    .mb_rd_word_o        (mb_rd_word),
    .mb_done_i           (mb_done),
    .mb_done_err_i       (mb_done_err),
    .mb_done_cpu_i       (mb_done_cpu),
    .mb_done_bytes_in_i  (mb_done_bytes_in),
    .mb_done_bytes_out_i (mb_done_bytes_out),
    .cop_valid_o         (cop_valid),
    .cop_ready_i         (cop_ready),
    .cop_index_o         (cop_index),
    .cop_err_o           (cop_err),
    .cop_function_o      (cop_function),
    .cop_cpu_o           (cop_cpu),
    .cop_bytes_in_o      (cop_bytes_in),
    .cop_bytes_out_o     (cop_bytes_out),
    .tbl_we_i            (tbl_we_i),
    .tbl_sel_i           (tbl_sel_i),
    .tbl_row_i           (tbl_row_i),
    .tbl_word_i          (tbl_word_i),
    .tbl_wdata_i         (tbl_wdata_i),
    .tbl_wbad_o          (tbl_wbad),
    .dve_idle_o          (dve_idle),
    .dve_valid_o         (dve_valid),
    .dve_ready_i         (dve_ready),
    .dve_index_o         (dve_index),
    .dve_opcode_o        (dve_opcode),
    .dve_err_o           (dve_err),
    .dve_entry_o         (dve_entry),
    .dve_fast_o          (dve_fast),
    .dve_slow_o          (dve_slow),
    .dve_slow_fetched_o  (dve_slow_fetched),
    .dve_fast_word_o     (dve_fast_word),
    .dve_slow_word_o     (dve_slow_word),
    .dve_dp_word_o       (dve_dp_word),
    .issue_core_i        (issue_core_i),
    .mv_valid_o          (mv_valid),
    .mv_ready_i          (mv_ready),
    .mv_index_o          (mv_index),
    .mv_err_o            (mv_err),
    .mv_bytes_o          (mv_bytes),
    .mv_busy_o           (mv_busy),
    .host_req_i          (host_req_i && !host_dma_i),
    .host_we_i           (host_we_i),
    .host_core_i         (host_core_i),
    .host_partition_i    (host_partition_i),
    .host_row_i          (host_row_i),
    .host_be_i           ({PortBytes{1'b1}}),
    .host_wdata_i        (host_wdata_i),
    .host_rdata_o        (host_rdata_o),
    .dma_req_i           (host_req_i && host_dma_i),
    .dma_we_i            (host_we_i),
    .dma_partition_i     (host_partition_i),
    .dma_row_i           (host_row_i),
    .dma_be_i            ({PortBytes{1'b1}}),
    .dma_wdata_i         (host_wdata_i),
    .mon_valid_o         (mon_valid),
    .mon_core_o          (mon_core),
    .mon_partition_o     (mon_partition),
    .mon_offset_o        (mon_offset),
    .mon_be_o            (mon_be),
    .mon_data_o          (mon_data),
    .clear_i             (clear_i),
    .err_valid_o         (err_valid),
    .err_index_o         (err_index),
    .err_code_o          (err_code),
    .err_sticky_o        (err_sticky)
  );

  // Outputs the board does not use: the record's fields (the fold is made from the word), the
  // cross port's word (the record monitor signs it) and the mover's write monitor.
  logic unused;
  assign unused = ^{rec_fields, cross_word, cross_index, mon_valid, mon_core, mon_partition, mon_offset, mon_be,
                    mon_data};

  ////////////////////
  // Mailbox        //
  ////////////////////

  // The doorbell waits for the host while serve_i is set; the host's done (svc_done_i, only
  // while ring_o: the link checks the tag) or the watchdog ends it. The watchdog counts the
  // clocks of the doorbell without a service command while the link is idle.
  localparam int unsigned WdW = $clog2(ServeTimeout + 1);
  logic                     mb_done, mb_timeout;
  tpb_isa_pkg::err_e        mb_done_err;
  logic [7:0]               mb_done_cpu, ring_tag_q;
  logic [31:0]              mb_done_bytes_in, mb_done_bytes_out, served_q, timeouts_q;
  logic [WdW-1:0]           wd_q;
  logic                     wd_expired_q;   // wd_q == ServeTimeout: a register, not a compare
                                            // of the count in the clock it ends the doorbell

  assign ring_o       = mb_db && serve_i;
  assign ring_tag_o   = ring_tag_q;
  assign ring_words_o = mb_words;
  assign ring_core_o  = mb_core;
  assign mb_rd_word_o = mb_rd_word;
  assign mb_timeout   = ring_o && !link_busy_i && wd_expired_q;
  assign mb_done      = mb_db && (!serve_i || svc_done_i || mb_timeout);
  always_comb begin
    mb_done_err       = tpb_isa_pkg::ERR_CL_KERNEL_MISSING;
    mb_done_cpu       = 8'hFF;
    mb_done_bytes_in  = '0;
    mb_done_bytes_out = '0;
    if (svc_done_i) begin
      mb_done_err       = svc_done_err_i;
      mb_done_cpu       = svc_done_cpu_i;
      mb_done_bytes_in  = svc_done_bytes_in_i;
      mb_done_bytes_out = svc_done_bytes_out_i;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      wd_q         <= '0;
      wd_expired_q <= 1'b0;
      ring_tag_q   <= '0;
      served_q   <= '0;
      timeouts_q <= '0;
    end else begin
      if (!ring_o || svc_i) begin
        wd_q         <= '0;
        wd_expired_q <= 1'b0;
      end else if (!link_busy_i && !wd_expired_q) begin
        wd_q         <= wd_q + 1'b1;
        wd_expired_q <= 32'(wd_q) == ServeTimeout - 1;
      end
      if (mb_done)                   ring_tag_q <= ring_tag_q + 1'b1;
      if (mb_done && svc_done_i)     served_q   <= served_q + 1'b1;
      if (mb_done && mb_timeout && !svc_done_i) timeouts_q <= timeouts_q + 1'b1;
    end
  end

  ////////////////////
  // Signatures     //
  ////////////////////

  logic rec_fire;
  assign rec_fire = rec_valid && rec_ready;

  logic [8*RecBytes-1:0] rec_digest;
  logic [8*DveBytes-1:0] dve_digest;
  logic [8*MvBytes-1:0]  mv_digest;
  logic [8*CopBytes-1:0] cop_digest;
  // The layouts are the host-link table's (tpb_fpga_pkg::*_digest_pack, generated): the same
  // byte offsets as the host's tpb::hostlink::*_digest.
  // The record with the fold of its fields (stage x, below): the fold is made per opcode from
  // the decoder's record word (tpb_isa_pkg::fold_fields), the value of the XOR of
  // extract_fields' slots without the 24 x 64-bit field vector on the way (that vector, folded
  // in one clock from the decoder's record register, then in halves, then registered whole,
  // was the board's limiting path at 75 MHz each time: 16.43, 14.72, 14.41 ns at seed 2).
  logic                  rec_x_valid_q, rec_x_last_q;
  logic [31:0]           rec_x_index_q;
  logic [7:0]            rec_x_opcode_q, rec_x_err_q;
  logic [2:0]            rec_x_route_q;
  logic [15:0]           rec_x_chain_pos_q;
  logic [63:0]           rec_x_fold_q;
  assign rec_digest = tpb_fpga_pkg::rec_digest_pack(rec_x_index_q, rec_x_opcode_q, rec_x_err_q, {5'd0, rec_x_route_q},
                                                    {7'd0, rec_x_last_q}, rec_x_chain_pos_q, rec_x_fold_q);
  assign dve_digest = {dve_dp_word, dve_slow_word, dve_fast_word,
                       tpb_fpga_pkg::dve_digest_pack(dve_index, dve_opcode, dve_err, {7'd0, dve_slow_fetched},
                                                     dve_fast, 64'(dve_entry), 64'(dve_slow))};
  assign mv_digest  = tpb_fpga_pkg::mv_digest_pack(mv_index, mv_err, mv_bytes);
  assign cop_digest = tpb_fpga_pkg::cop_digest_pack(cop_index, cop_err, cop_function, cop_cpu, cop_bytes_in,
                                                    cop_bytes_out);

  // The record digest is made over two clocks before its signature unit: the record with
  // its fold (stage x), then the digest. The monitor cannot stall, and two clocks of delay
  // lose nothing (a record at most every 67 clocks; a word is fed only when no record is on
  // its way to the unit, feed_ok below).
  logic                  rec_sig_valid_q;
  logic [8*RecBytes-1:0] rec_digest_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rec_x_valid_q     <= 1'b0;
      rec_x_index_q     <= '0;
      rec_x_opcode_q    <= '0;
      rec_x_err_q       <= '0;
      rec_x_route_q     <= '0;
      rec_x_last_q      <= 1'b0;
      rec_x_chain_pos_q <= '0;
      rec_x_fold_q      <= '0;
      rec_sig_valid_q   <= 1'b0;
      rec_digest_q      <= '0;
    end else begin
      // Stage x loads every clock (the record holds in the decoder's register until it
      // leaves, so the clock of rec_fire loads that record): only the valid bit waits for
      // the fire, whose ready chain crossed the device into a load enable of every field.
      rec_x_valid_q     <= rec_fire;
      rec_x_index_q     <= rec_index;
      rec_x_opcode_q    <= rec_opcode;
      rec_x_err_q       <= 8'(rec_err);
      rec_x_route_q     <= 3'(rec_route);
      rec_x_last_q      <= rec_last;
      rec_x_chain_pos_q <= rec_chain_pos;
      rec_x_fold_q      <= tpb_isa_pkg::fold_fields(rec_opcode, rec_word);
      rec_sig_valid_q   <= rec_x_valid_q;
      if (rec_x_valid_q) rec_digest_q <= rec_digest;
    end
  end

  logic [3:0]       sig_ready, sig_idle, sig_overrun;
  logic [31:0]      log_rdata;   // byte per log
  logic [1:0]       log_sel_q;

  tpb_fpga_sig #(
    .DigestBytes (RecBytes),
    .Stride      (RecStride),
    .LogDepth    (LogBytes / RecStride),
    .Pending     (1'b1),
    .CanStall    (1'b0)
  ) u_sig_rec (
    .clk_i, .rst_ni,
    .valid_i     (rec_sig_valid_q),
    .ready_o     (sig_ready[0]),
    .digest_i    (rec_digest_q),
    .idle_o      (sig_idle[0]),
    .sig_o       (hw2reg_o.sig_rec),
    .overrun_o   (sig_overrun[0]),
    .log_re_i    (log_re_i && log_sel_i == 2'(tpb_fpga_pkg::LOG_REC)),
    .log_raddr_i (log_raddr_i),
    .log_rdata_o (log_rdata[8*0 +: 8])
  );

  tpb_fpga_sig #(
    .DigestBytes (DveBytes),
    .Stride      (DveStride),
    .LogDepth    (LogBytes / DveStride)
  ) u_sig_dve (
    .clk_i, .rst_ni,
    .valid_i     (dve_valid),
    .ready_o     (sig_ready[1]),
    .digest_i    (dve_digest),
    .idle_o      (sig_idle[1]),
    .sig_o       (hw2reg_o.sig_dve),
    .overrun_o   (sig_overrun[1]),
    .log_re_i    (log_re_i && log_sel_i == 2'(tpb_fpga_pkg::LOG_DVE)),
    .log_raddr_i (log_raddr_i),
    .log_rdata_o (log_rdata[8*1 +: 8])
  );
  assign dve_ready = sig_ready[1];

  tpb_fpga_sig #(
    .DigestBytes (MvBytes),
    .Stride      (MvStride),
    .LogDepth    (LogBytes / MvStride)
  ) u_sig_mv (
    .clk_i, .rst_ni,
    .valid_i     (mv_valid),
    .ready_o     (sig_ready[2]),
    .digest_i    (mv_digest),
    .idle_o      (sig_idle[2]),
    .sig_o       (hw2reg_o.sig_mv),
    .overrun_o   (sig_overrun[2]),
    .log_re_i    (log_re_i && log_sel_i == 2'(tpb_fpga_pkg::LOG_MV)),
    .log_raddr_i (log_raddr_i),
    .log_rdata_o (log_rdata[8*2 +: 8])
  );
  assign mv_ready = sig_ready[2];

  tpb_fpga_sig #(
    .DigestBytes (CopBytes),
    .Stride      (CopStride),
    .LogDepth    (LogBytes / CopStride)
  ) u_sig_cop (
    .clk_i, .rst_ni,
    .valid_i     (cop_valid),
    .ready_o     (sig_ready[3]),
    .digest_i    (cop_digest),
    .idle_o      (sig_idle[3]),
    .sig_o       (hw2reg_o.sig_cop),
    .overrun_o   (sig_overrun[3]),
    .log_re_i    (log_re_i && log_sel_i == 2'(tpb_fpga_pkg::LOG_COP)),
    .log_raddr_i (log_raddr_i),
    .log_rdata_o (log_rdata[8*3 +: 8])
  );
  assign cop_ready = sig_ready[3];

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      log_sel_q <= '0;
    end else if (log_re_i) begin
      log_sel_q <= log_sel_i;
    end
  end
  assign log_rdata_o = log_rdata[8*log_sel_q +: 8];
  assign log_info_o  = {16'(LogBytes / CopStride), 16'(CopStride), 16'(LogBytes / MvStride), 16'(MvStride),
                        16'(LogBytes / DveStride), 16'(DveStride), 16'(LogBytes / RecStride), 16'(RecStride)};

  ////////////////////
  // Counters       //
  ////////////////////

  logic [31:0] words_in_q, retired_q, accepted_q, rejected_q, cross_q, dve_q, mv_q, mv_bytes_q;
  // A word is in the system (fed, its record not retired yet): words_in_q != retired_q, kept
  // as a flag so the feed and quiet conditions do not wait on a 32-bit compare (at most one
  // word is in flight, so the counters differ by 0 or 1; asserted below).
  logic        inflight_q;
  logic [31:0] cop_q, cycles_q, busy_q;
  logic        last_seen_q, tbl_bad_q, overrun_q;
  logic        quiet_now, idle;
  logic [2:0]  quiet_cnt_q;

  assign quiet_now = !stream_busy && !inflight_q && !rec_valid && !rec_x_valid_q && !rec_sig_valid_q &&
                     !mv_busy && !mv_valid &&
                     dve_idle && !dve_valid && !mb_db && !mb_busy && !cop_valid && (&sig_idle);

  // Words into the system one at a time, each when the record signature unit can take its
  // record (its pending slot is free): that unit cannot stall the records, and the decoder's
  // input stage could otherwise hand over a burst after a port stall (the stage's word, then
  // the assembler's). The UART brings a word every 640 bit times; this costs nothing.
  assign feed_ok   = !inflight_q && !rec_x_valid_q && !rec_sig_valid_q && sig_ready[0];
  assign sys_valid = in_valid && feed_ok;
  assign in_ready  = sys_ready && feed_ok;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      words_in_q  <= '0;
      retired_q   <= '0;
      inflight_q  <= 1'b0;
      accepted_q  <= '0;
      rejected_q  <= '0;
      cross_q     <= '0;
      dve_q       <= '0;
      mv_q        <= '0;
      mv_bytes_q  <= '0;
      cop_q       <= '0;
      cycles_q    <= '0;
      busy_q      <= '0;
      last_seen_q <= 1'b0;
      tbl_bad_q   <= 1'b0;
      overrun_q   <= 1'b0;
      quiet_cnt_q <= '0;
    end else begin
      if (in_valid && in_ready)     words_in_q <= words_in_q + 1'b1;
      if (rec_fire)                 retired_q  <= retired_q + 1'b1;
      if (in_valid && in_ready)     inflight_q <= 1'b1;   // only fed with none in flight
      else if (rec_fire)            inflight_q <= 1'b0;
      if (rec_fire && rec_err == tpb_isa_pkg::ERR_OK) accepted_q <= accepted_q + 1'b1;
      if (rec_fire && rec_err != tpb_isa_pkg::ERR_OK) rejected_q <= rejected_q + 1'b1;
      if (cross_valid)              cross_q    <= cross_q + 1'b1;   // always taken
      if (dve_valid && dve_ready)   dve_q      <= dve_q + 1'b1;
      if (mv_valid && mv_ready) begin
        mv_q       <= mv_q + 1'b1;
        mv_bytes_q <= mv_bytes_q + mv_bytes;
      end
      if (cop_valid && cop_ready)   cop_q      <= cop_q + 1'b1;
      cycles_q <= cycles_q + 1'b1;
      if (!idle) busy_q <= busy_q + 1'b1;
      if (rec_fire && rec_last) last_seen_q <= 1'b1;
      if (tbl_wbad)             tbl_bad_q   <= 1'b1;
      if (|sig_overrun)         overrun_q   <= 1'b1;
      if (!quiet_now)                             quiet_cnt_q <= '0;
      else if (32'(quiet_cnt_q) < QuietClocks)    quiet_cnt_q <= quiet_cnt_q + 1'b1;
    end
  end

  logic [127:0] sticky;   // ERR_STICKY0..3
  assign quiet_o = quiet_now && (32'(quiet_cnt_q) >= QuietClocks);
  assign idle    = quiet_o && stream_empty;
  assign sticky  = 128'(err_sticky);

  assign hw2reg_o.id_log_rec        = log_info_o[0 +: 32];
  assign hw2reg_o.id_log_dve        = log_info_o[32 +: 32];
  assign hw2reg_o.id_log_mv         = log_info_o[64 +: 32];
  assign hw2reg_o.id_log_cop        = log_info_o[96 +: 32];
  assign hw2reg_o.status.idle       = idle;
  assign hw2reg_o.status.fifo_empty = stream_empty && !stream_busy;
  assign hw2reg_o.status.mv_busy    = mv_busy;
  assign hw2reg_o.status.dve_idle   = dve_idle;
  assign hw2reg_o.status.err        = err_valid;
  assign hw2reg_o.status.last_seen  = last_seen_q;
  assign hw2reg_o.status.overrun    = overrun_q;
  assign hw2reg_o.status.tbl_bad    = tbl_bad_q;
  assign hw2reg_o.status.ring       = ring_o;
  assign hw2reg_o.mb_status         = {7'd0, mb_words, ring_tag_q, 6'd0, mb_core, ring_o};
  assign hw2reg_o.mb_index          = mb_index;
  assign hw2reg_o.cnt_mb_served     = served_q;
  assign hw2reg_o.cnt_mb_timeout    = timeouts_q;
  assign hw2reg_o.fifo_free         = 32'(free_words_o);
  assign hw2reg_o.err_index         = err_index;
  assign hw2reg_o.err_code          = 8'(err_code);
  assign hw2reg_o.err_sticky0       = sticky[0 +: 32];
  assign hw2reg_o.err_sticky1       = sticky[32 +: 32];
  assign hw2reg_o.err_sticky2       = sticky[64 +: 32];
  assign hw2reg_o.err_sticky3       = sticky[96 +: 32];
  assign hw2reg_o.cnt_words_in      = words_in_q;
  assign hw2reg_o.cnt_retired       = retired_q;
  assign hw2reg_o.cnt_accepted      = accepted_q;
  assign hw2reg_o.cnt_rejected      = rejected_q;
  assign hw2reg_o.cnt_cross         = cross_q;
  assign hw2reg_o.cnt_dve           = dve_q;
  assign hw2reg_o.cnt_mv            = mv_q;
  assign hw2reg_o.cnt_mv_bytes      = mv_bytes_q;
  assign hw2reg_o.cnt_cop           = cop_q;
  assign hw2reg_o.cnt_cycles        = cycles_q;
  assign hw2reg_o.cnt_busy          = busy_q;

  `TPB_STATIC_ASSERT(g_check_errors, tpb_isa_pkg::NumErrors <= 128,
                    ("tpb_fpga_core: more than 128 error codes do not fit ERR_STICKY0..3"))
  `TPB_STATIC_ASSERT(g_check_timeout, ServeTimeout >= 1,
                    ("tpb_fpga_core: ServeTimeout must be at least one clock"))

  `TPB_ASSERT(!(host_req_i && !host_dma_i && !quiet_o),
              ("tpb_fpga_core: SBUF host port used while the core is not quiet"))
  `TPB_ASSERT(!(host_req_i && host_dma_i && !ring_o),
              ("tpb_fpga_core: SBUF DMA request while no doorbell waits for the host"))
  `TPB_ASSERT(!svc_done_i || ring_o,
              ("tpb_fpga_core: the host's done while no doorbell waits for it"))
  `TPB_ASSERT(!(tbl_we_i && !quiet_o),
              ("tpb_fpga_core: DVE table write while the core is not quiet"))
  `TPB_ASSERT(!tbl_wbad,
              ("tpb_fpga_core: the DVE write port refused a write the link had checked"))
  `TPB_ASSERT(!(|sig_overrun),
              ("tpb_fpga_core: a record arrived faster than its signature unit"))
  `TPB_ASSERT(inflight_q == (words_in_q != retired_q) && 32'(words_in_q - retired_q) <= 1,
              ("tpb_fpga_core: %0d words fed, %0d retired, in-flight flag %0b", words_in_q, retired_q, inflight_q))

endmodule
