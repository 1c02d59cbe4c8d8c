// The RTL build's parameters, as the harness sees them. tb/lockstep/CMakeLists.txt writes each
// tpb_system parameter once (the list of one tpb_lockstep_system() call) and passes it both to
// Verilator (-G) and here (-DTPB_SYS_<name>), so the two cannot disagree.
#pragma once

#include <cstdint>

#include "tpb/sbuf.hpp"
#include "monitors.hpp"

#if !defined(TPB_SYS_Gen) || !defined(TPB_SYS_Partitions) || !defined(TPB_SYS_PortBytes) || \
    !defined(TPB_SYS_MailboxWords)
#error "TPB_SYS_* come from tb/lockstep/CMakeLists.txt (tpb_lockstep_system)"
#endif

namespace tpb::lockstep {

constexpr unsigned kGen = TPB_SYS_Gen;
constexpr unsigned kFastRows = TPB_SYS_FastRows;
constexpr unsigned kSlowRows = TPB_SYS_SlowRows;
constexpr unsigned kFastWords = TPB_SYS_FastRowWords;
constexpr unsigned kSlowWords = TPB_SYS_SlowRowWords;
constexpr unsigned kDpWords = TPB_SYS_DpRowWords;
constexpr unsigned kPartitions = TPB_SYS_Partitions;
constexpr unsigned kBytesPerPartition = TPB_SYS_BytesPerPartition;
constexpr unsigned kPortBytes = TPB_SYS_PortBytes;
constexpr unsigned kCoresPerLnc = TPB_SYS_CoresPerLnc;
constexpr unsigned kMailboxWords = TPB_SYS_MailboxWords;
static_assert(kPortBytes >= 16 && kPortBytes % 4 == 0 && kPortBytes <= 32,
              "the host port is a VlWide (more than 64 bits) and DMA byte enables fit a uint32_t");

constexpr SbufGeometry kSbuf{kPartitions, kBytesPerPartition};
/// The HBM behind custom ops (the reference model's and the served cluster's; PROJECT size,
/// docs/cluster.md).
constexpr uint64_t kHbmBytes = uint64_t{1} << 20;
/// The DVE record's row words in bytes (gen2: the slow row is a row of the combined table).
constexpr tb::DveWordBytes kDveBytes{kFastWords * 4, (kGen == 2 ? kFastWords : kSlowWords) * 4, kDpWords * 4};

}  // namespace tpb::lockstep
