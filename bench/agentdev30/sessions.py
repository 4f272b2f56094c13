"""The ten sessions of the milestack history, step by step (see build.py and README.md)."""
from __future__ import annotations

FOUNDRY_TOML = """[profile.default]
src = "src"
out = "out"
libs = ["lib"]
solc = "0.8.19"
optimizer = true
optimizer_runs = 200
line_length = 100

[fuzz]
runs = 256

[rpc_endpoints]
op_sepolia = "${OP_SEPOLIA_RPC}"
"""

ESCROW_SOL = """// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title MilestoneEscrow
/// @notice A client locks USDC for a freelance job split into milestones; each approved
///         milestone pays the freelancer minus the platform fee.
contract MilestoneEscrow is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    uint16 public constant MAX_MILESTONES = 10;
    uint16 public feeBps = 250; // 2.5 %
    IERC20 public immutable usdc;
    address public treasury;

    struct Job {
        address client;
        address freelancer;
        uint128 funded;
        uint128 paid;
        uint128[] amounts;
        uint8 nextMilestone;
    }

    mapping(uint256 => Job) internal jobs;
    uint256 public jobCount;

    event JobFunded(uint256 indexed jobId, address indexed client, address indexed freelancer, uint256 total);
    event FundsReleased(uint256 indexed jobId, uint8 milestone, uint256 net, uint256 fee);

    error TooManyMilestones(uint256 count);
    error NotClient(address caller);
    error NothingToRelease();

    constructor(IERC20 usdc_, address treasury_) Ownable(msg.sender) {
        usdc = usdc_;
        treasury = treasury_;
    }

    /// @notice Creates a job and pulls the sum of all milestones from the client.
    function createJob(address freelancer, uint128[] calldata amounts) external nonReentrant returns (uint256 id) {
        if (amounts.length > MAX_MILESTONES) revert TooManyMilestones(amounts.length);
        uint128 total;
        for (uint256 i; i < amounts.length; ++i) total += amounts[i];
        id = ++jobCount;
        jobs[id] = Job(msg.sender, freelancer, total, 0, amounts, 0);
        usdc.safeTransferFrom(msg.sender, address(this), total);
        emit JobFunded(id, msg.sender, freelancer, total);
    }

    /// @notice The client approves the next milestone; the freelancer is paid at once.
    function releaseMilestone(uint256 jobId) external nonReentrant {
        Job storage job = jobs[jobId];
        if (msg.sender != job.client) revert NotClient(msg.sender);
        if (job.nextMilestone >= job.amounts.length) revert NothingToRelease();
        uint128 amount = job.amounts[job.nextMilestone];
        uint256 fee = (uint256(amount) * feeBps) / 10_000;
        job.paid += amount;
        job.nextMilestone++;
        usdc.safeTransfer(job.freelancer, amount - fee);
        usdc.safeTransfer(treasury, fee);
        emit FundsReleased(jobId, job.nextMilestone - 1, amount - fee, fee);
    }
}
"""

TEST_SOL = """// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test} from "forge-std/Test.sol";
import {MilestoneEscrow} from "../src/MilestoneEscrow.sol";
import {MockUSDC} from "./mocks/MockUSDC.sol";

contract MilestoneEscrowTest is Test {
    MilestoneEscrow escrow;
    MockUSDC usdc;
    address client = makeAddr("client");
    address freelancer = makeAddr("freelancer");
    address treasury = makeAddr("treasury");

    function setUp() public {
        usdc = new MockUSDC();
        escrow = new MilestoneEscrow(usdc, treasury);
        usdc.mint(client, 10_000e6);
        usdc.approve(address(escrow), type(uint256).max);
    }

    function test_CreateJob_PullsTotal() public {
        uint128[] memory a = new uint128[](2);
        a[0] = 1_000e6;
        a[1] = 1_500e6;
        vm.prank(client);
        escrow.createJob(freelancer, a);
        assertEq(usdc.balanceOf(address(escrow)), 2_500e6);
    }

    function test_Release_PaysNetAndFee() public {
        uint128[] memory a = new uint128[](1);
        a[0] = 1_000e6;
        vm.startPrank(client);
        uint256 id = escrow.createJob(freelancer, a);
        escrow.releaseMilestone(id);
        vm.stopPrank();
        assertEq(usdc.balanceOf(freelancer), 975e6);
        assertEq(usdc.balanceOf(treasury), 25e6);
    }

    function testFuzz_Release_NeverOverpays(uint96 x, uint96 y) public {
        vm.assume(x > 0 && y > 0);
        uint128[] memory a = new uint128[](2);
        a[0] = x;
        a[1] = y;
        usdc.mint(client, uint256(x) + y);
        vm.startPrank(client);
        uint256 id = escrow.createJob(freelancer, a);
        escrow.releaseMilestone(id);
        escrow.releaseMilestone(id);
        vm.stopPrank();
        assertEq(usdc.balanceOf(freelancer) + usdc.balanceOf(treasury), uint256(x) + y);
    }
}
"""

DEPLOY_SOL = """// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Script, console2} from "forge-std/Script.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {MilestoneEscrow} from "../src/MilestoneEscrow.sol";

contract Deploy is Script {
    function run() external returns (MilestoneEscrow escrow) {
        uint256 pk = vm.envUint("PRIVATE_KEY");
        IERC20 usdc = IERC20(vm.envAddress("USDC_ADDRESS"));
        address treasury = vm.envAddress("TREASURY");
        vm.startBroadcast(pk);
        escrow = new MilestoneEscrow(usdc, treasury);
        vm.stopBroadcast();
        console2.log("MilestoneEscrow deployed at", address(escrow));
    }
}
"""

WAGMI_TS = """import { http, createConfig } from 'wagmi'
import { optimismSepolia } from 'wagmi/chains'
import { getDefaultConfig } from '@rainbow-me/rainbowkit'

export const config = getDefaultConfig({
  appName: 'Milestack',
  projectId: import.meta.env.VITE_WC_PROJECT_ID,
  chains: [optimismSepolia],
  transports: {
    [optimismSepolia.id]: http(import.meta.env.VITE_RPC_URL),
  },
})
"""

ADDRESSES_TS = """// Deployed contracts, per chain. Keep in sync with contracts/broadcast/.
export const ESCROW_ADDRESS = {
  11155420: '0x5fC8d32690cc91D4c39d9d3abcBD16989F875707', // OP Sepolia
} as const

export const USDC_ADDRESS = {
  11155420: '0x5fd84259d66Cd46123540766Be93DFE6D43130D7',
} as const
"""


def ok_tests(n, suite="MilestoneEscrowTest", runs=256, extra=""):
    return (f"[⠊] Compiling...\nNo files changed, compilation skipped\n\nRan {n} tests for test/{suite.replace('Test', '')}.t.sol:"
            f"{suite}\n[PASS] test_CreateJob_PullsTotal() (gas: 187412)\n[PASS] test_Release_PaysNetAndFee() "
            f"(gas: 231907)\n[PASS] testFuzz_Release_NeverOverpays(uint96,uint96) (runs: {runs}, μ: 268113, ~: 268113)\n"
            f"{extra}Suite result: ok. {n} passed; 0 failed; 0 skipped; finished in 412.77ms (398.01ms CPU time)\n\n"
            f"Ran 1 test suite in 431.20ms (412.77ms CPU time): {n} tests passed, 0 failed, 0 skipped ({n} total tests)")


def s1(s):
    s.start()
    s.prompt("goal", "New project: milestack. Fernhill Collective (a co-op of about 300 freelance designers and "
             "developers, Aoife Brennan is their product lead) wants escrow for freelance jobs: the client locks USDC "
             "for a job split into milestones, approves each milestone, the freelancer gets paid, and Fernhill takes "
             "a small platform fee. Solidity with Foundry, OpenZeppelin contracts, on an L2 testnet for the pilot, "
             "and a small React frontend with viem + wagmi later. Contracts live in contracts/, frontend in web/.")
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x 3 nadia nadia 4096 May  3 09:12 .\ndrwxr-xr-x 14 nadia nadia 4096 "
           "May  3 09:11 ..\ndrwxr-xr-x 7 nadia nadia 4096 May  3 09:12 .git")
    s.bash("forgeinit", "mkdir contracts && cd contracts && forge init --no-git --no-commit .",
           "Initializing /home/nadia/src/milestack/contracts...\nInstalling forge-std in "
           "/home/nadia/src/milestack/contracts/lib/forge-std (url: Some(\"https://github.com/foundry-rs/forge-std\"), "
           "tag: None)\n    Installed forge-std v1.9.4\n    Initialized forge project")
    s.bash("ozinstall", "forge install OpenZeppelin/openzeppelin-contracts@v5.0.2 --no-commit",
           "Installing openzeppelin-contracts in /home/nadia/src/milestack/contracts/lib/openzeppelin-contracts "
           "(url: Some(\"https://github.com/OpenZeppelin/openzeppelin-contracts\"), tag: Some(\"v5.0.2\"))\n"
           "    Installed openzeppelin-contracts v5.0.2")
    s.prompt("rules", "House rules for the contracts: custom errors everywhere, no require strings (cheaper and the "
             "frontend can decode them). NatSpec on every external function. `forge fmt` with line_length 100 must "
             "be clean before any commit. And pin OpenZeppelin to an exact tag, never a branch.")
    s.write("foundrytoml", "contracts/foundry.toml", FOUNDRY_TOML)
    s.write("escrow", "contracts/src/MilestoneEscrow.sol", ESCROW_SOL)
    s.bash("solcfail", "forge build", "[⠊] Compiling...\n",
           "Error: Encountered invalid solc version in lib/openzeppelin-contracts/contracts/token/ERC20/IERC20.sol: "
           "No solc version exists that matches the version requirement: ^0.8.20\n"
           "The project is configured to use solc 0.8.19 (foundry.toml `solc`).", code=1)
    s.edit("solcfix", "contracts/foundry.toml", 'solc = "0.8.19"', 'solc = "0.8.24"\nevm_version = "cancun"')
    s.bash("buildok", "forge build", "[⠊] Compiling...\n[⠒] Compiling 21 files with Solc 0.8.24\n"
           "[⠢] Solc 0.8.24 finished in 1.84s\nCompiler run successful!")
    s.write("test1", "contracts/test/MilestoneEscrow.t.sol", TEST_SOL)
    s.bash(None, "forge fmt --check", "")
    s.bash("commit1", "git add -A && git commit -m 'feat(escrow): MilestoneEscrow with createJob and releaseMilestone'",
           "[main (root-commit) 3b1e9c0] feat(escrow): MilestoneEscrow with createJob and releaseMilestone\n"
           " 9 files changed, 246 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.bash("allowfail", "forge test", "[⠊] Compiling...\n[⠒] Compiling 3 files with Solc 0.8.24\n"
           "Compiler run successful!\n\nRan 3 tests for test/MilestoneEscrow.t.sol:MilestoneEscrowTest\n"
           "[FAIL: ERC20InsufficientAllowance(0x5615dEB798BB3E4dFa0139dFa1b3D433Cc23b72f, 0, 2500000000)] "
           "test_CreateJob_PullsTotal() (gas: 98231)\n[FAIL: ERC20InsufficientAllowance(0x5615dEB798BB3E4dFa0139dFa1b3D433"
           "Cc23b72f, 0, 1000000000)] test_Release_PaysNetAndFee() (gas: 97105)\n[FAIL: ERC20InsufficientAllowance"
           "(0x5615dEB798BB3E4dFa0139dFa1b3D433Cc23b72f, 0, 3)] testFuzz_Release_NeverOverpays(uint96,uint96) "
           "(runs: 0, μ: 0, ~: 0)\nSuite result: FAILED. 0 passed; 3 failed; 0 skipped; finished in 6.12ms", code=1)
    s.prompt("allowwhy", "Allowance 0 although setUp approves max... oh, setUp calls usdc.approve from the test "
             "contract itself, not from `client`. The escrow pulls from the client, so the approve has to be pranked "
             "as the client.")
    s.edit("allowfix", "contracts/test/MilestoneEscrow.t.sol",
           "        usdc.approve(address(escrow), type(uint256).max);",
           "        vm.prank(client);\n        usdc.approve(address(escrow), type(uint256).max);")
    s.bash("testok1", "forge test", ok_tests(3))
    s.lesson("lesson1", "In Foundry tests an ERC20 approve must be sent as the token owner (vm.prank(owner) before "
             "approve); an approve in setUp without a prank comes from the test contract, and transferFrom then "
             "reverts with ERC20InsufficientAllowance(spender, 0, amount).",
             "milestack contracts: all three escrow tests failed with allowance 0 after setUp approved max")
    s.prompt("fee", "Fee stays at 250 basis points (2.5 %) for now, paid to Fernhill's treasury Safe on every release. "
             "Also cap a job at 10 milestones, nobody needs more and the loop stays bounded.")
    s.write("mock", "contracts/test/mocks/MockUSDC.sol", "// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n\n"
            "import {ERC20} from \"@openzeppelin/contracts/token/ERC20/ERC20.sol\";\n\n/// @notice 6-decimal stand-in for "
            "USDC in unit tests.\ncontract MockUSDC is ERC20(\"Mock USDC\", \"USDC\") {\n    function decimals() public "
            "pure override returns (uint8) {\n        return 6;\n    }\n\n    function mint(address to, uint256 amount) "
            "external {\n        _mint(to, amount);\n    }\n}\n")
    s.prompt("testhabit", "Testing habit for this repo: every bug we fix gets a regression test first, named "
             "test_RevertWhen_<condition> or test_<Behaviour>_<Expectation>, and fuzz tests start with testFuzz_. "
             "Don't delete a failing test to make CI green.")
    s.edit("revtests", "contracts/test/MilestoneEscrow.t.sol", "    function testFuzz_Release_NeverOverpays",
           "    function test_RevertWhen_TooManyMilestones() public {\n        uint128[] memory a = new uint128[](11);\n"
           "        vm.prank(client);\n        vm.expectRevert(abi.encodeWithSelector(MilestoneEscrow.TooManyMilestones"
           ".selector, 11));\n        escrow.createJob(freelancer, a);\n    }\n\n"
           "    function test_RevertWhen_NotClient() public {\n        uint128[] memory a = new uint128[](1);\n"
           "        a[0] = 1e6;\n        vm.prank(client);\n        uint256 id = escrow.createJob(freelancer, a);\n"
           "        vm.expectRevert(abi.encodeWithSelector(MilestoneEscrow.NotClient.selector, freelancer));\n"
           "        vm.prank(freelancer);\n        escrow.releaseMilestone(id);\n    }\n\n"
           "    function testFuzz_Release_NeverOverpays")
    s.bash("gas1", "forge test --gas-report", ok_tests(5) + "\n\n| src/MilestoneEscrow.sol:MilestoneEscrow contract |"
           "                 |        |        |        |         |\n| Function Name    | min   | avg    | median | max    "
           "| # calls |\n| createJob        | 24871 | 139204 | 142318 | 166911 | 259     |\n| releaseMilestone | 26113 | "
           "51877  | 54102  | 58840  | 514     |")
    s.remember("memproject", "milestack: USDC escrow for freelance jobs split into milestones, built for Fernhill "
               "Collective (product lead Aoife Brennan). Contracts in contracts/ (Foundry, solc 0.8.24, OpenZeppelin "
               "v5.0.2), frontend in web/ (viem + wagmi, later). Client funds a job up front (createJob), approves "
               "milestones one by one; platform fee 250 bps to Fernhill's treasury Safe; max 10 milestones per job.",
               "milestack project overview", "fact")
    s.bash("commit2", "git add -A && git commit -m 'test(escrow): prank the client approve, revert tests, MockUSDC'",
           "[main 8d02f4a] test(escrow): prank the client approve, revert tests, MockUSDC\n 3 files changed, 71 insertions(+), "
           "2 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.bash(None, "git log --oneline -3", "8d02f4a test(escrow): prank the client approve, revert tests, MockUSDC\n"
           "3b1e9c0 feat(escrow): MilestoneEscrow with createJob and releaseMilestone")
    s.prompt("dispute", "Disputes: either side can open a dispute on the current milestone; then only an arbiter can "
             "settle it, splitting the milestone between client and freelancer. Keep it simple: one arbiter, the "
             "contract owner (Ownable), which is Fernhill's ops multisig. If the client never responds, the freelancer "
             "can claim the milestone after a dispute window of 7 days.")
    s.edit("disputecode", "contracts/src/MilestoneEscrow.sol", "    error NothingToRelease();",
           "    error NothingToRelease();\n    error NotParty(address caller);\n    error NoOpenDispute(uint256 jobId);\n"
           "    error WindowNotOver(uint64 endsAt);\n\n    uint64 public constant DISPUTE_WINDOW = 7 days;\n\n"
           "    event DisputeOpened(uint256 indexed jobId, uint8 milestone, address by);\n"
           "    event DisputeSettled(uint256 indexed jobId, uint256 toClient, uint256 toFreelancer);\n\n"
           "    /// @notice The arbiter (the owner) splits the disputed milestone.\n"
           "    function settleDispute(uint256 jobId, uint128 toFreelancer) external onlyOwner nonReentrant {")
    s.read(None, "contracts/lib/openzeppelin-contracts/contracts/access/Ownable.sol",
           "// SPDX-License-Identifier: MIT\n// OpenZeppelin Contracts (last updated v5.0.0) (access/Ownable.sol)\n\n"
           "pragma solidity ^0.8.20;\n\nimport {Context} from \"../utils/Context.sol\";\n\nabstract contract Ownable is "
           "Context {\n    address private _owner;\n\n    error OwnableUnauthorizedAccount(address account);\n"
           "    error OwnableInvalidOwner(address owner);\n...")
    s.bash("underflow", "forge test --match-test Dispute -vvv", "Ran 4 tests for test/MilestoneEscrow.t.sol:"
           "MilestoneEscrowTest\n[PASS] test_OpenDispute_ByFreelancer() (gas: 302114)\n[FAIL: panic: arithmetic "
           "underflow or overflow (0x11)] test_SettleDispute_SplitsMilestone() (gas: 288640)\nTraces:\n  [288640] "
           "MilestoneEscrowTest::test_SettleDispute_SplitsMilestone()\n    ├─ [41230] MilestoneEscrow::settleDispute(1, "
           "1200000000)\n    │   └─ ← [Revert] panic: arithmetic underflow or overflow (0x11)\n[PASS] "
           "test_RevertWhen_SettleByNonOwner() (gas: 290012)\n[PASS] test_ClaimAfterWindow() (gas: 315877)\n"
           "Suite result: FAILED. 3 passed; 1 failed; 0 skipped", code=1)
    s.prompt("underflowwhy", "The test settles 1,200 USDC to the freelancer on a 1,000 USDC milestone, so "
             "`amount - toFreelancer` underflows. The contract should reject that with a proper error, not panic.")
    s.edit("underflowfix", "contracts/src/MilestoneEscrow.sol",
           "        uint128 amount = job.amounts[job.nextMilestone];\n        uint128 toClient = amount - toFreelancer;",
           "        uint128 amount = job.amounts[job.nextMilestone];\n"
           "        if (toFreelancer > amount) revert SplitExceedsMilestone(toFreelancer, amount);\n"
           "        uint128 toClient = amount - toFreelancer;")
    s.bash("disputeok", "forge test", ok_tests(9, extra="[PASS] test_OpenDispute_ByFreelancer() (gas: 302114)\n"
           "[PASS] test_RevertWhen_SplitExceedsMilestone() (gas: 287001)\n[PASS] test_RevertWhen_SettleByNonOwner() "
           "(gas: 290012)\n[PASS] test_ClaimAfterWindow() (gas: 315877)\n"))
    s.bash(None, "forge fmt --check", "")
    s.prompt("commitstyle", "Commit style from now on: conventional commits with a scope (feat(escrow): ..., "
             "fix(web): ..., test(...), chore(deploy): ...), lower case, imperative, no trailing period, and the "
             "body says why. One logical change per commit.")
    s.bash("commit3", "git add -A && git commit -m 'feat(escrow): disputes settled by the owner, 7-day claim window'",
           "[main a41c7e2] feat(escrow): disputes settled by the owner, 7-day claim window\n 2 files changed, 148 "
           "insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("deploy1", "Let's get a pilot deployment out on an L2 testnet. Optimism Sepolia (chain 11155420) for now: "
             "Aoife's team already has OP Sepolia ETH from the faucet. Write a forge script, deploy with the public "
             "RPC, and verify on the explorer.")
    s.write("deployscript", "contracts/script/Deploy.s.sol", DEPLOY_SOL)
    s.bash("rpc429", "forge script script/Deploy.s.sol --rpc-url op_sepolia --broadcast --verify",
           "[⠊] Compiling...\nNo files changed, compilation skipped\nScript ran successfully.\n\n"
           "== Logs ==\n  MilestoneEscrow deployed at 0x5fC8d32690cc91D4c39d9d3abcBD16989F875707\n",
           "Error: Failed to send transaction\n\nContext:\n- server returned an error response: error code 429: "
           "Too Many Requests, data: \"rate limited: 10 requests per second per IP on sepolia.optimism.io\"", code=1)
    s.prompt("alchemy", "The public endpoint rate-limits us to death. Switch to Alchemy: a free app for OP Sepolia "
             "(and later mainnets), key in .env as ALCHEMY_KEY, never committed. Use the alchemy URL in "
             "foundry.toml's rpc_endpoints.")
    s.edit("rpcedit", "contracts/foundry.toml", 'op_sepolia = "${OP_SEPOLIA_RPC}"',
           'op_sepolia = "https://opt-sepolia.g.alchemy.com/v2/${ALCHEMY_KEY}"')
    s.bash("deployok1", "forge script script/Deploy.s.sol --rpc-url op_sepolia --broadcast --verify "
           "--etherscan-api-key $OP_ETHERSCAN_KEY",
           "Script ran successfully.\n\n== Logs ==\n  MilestoneEscrow deployed at 0x5fC8d32690cc91D4c39d9d3abcBD16989F875707"
           "\n\n##### op-sepolia\n✅  [Success] Hash: 0x9b3e0d4f6a1c2e8b7d5f3a9c1e2b4d6f8a0c2e4b6d8f0a1c3e5b7d9f1a3c5e7b\n"
           "Contract Address: 0x5fC8d32690cc91D4c39d9d3abcBD16989F875707\nBlock: 21987344\nPaid: 0.000003415712398 ETH "
           "(1483221 gas * 0.002302938 gwei)\n\n✅ Sequence #1 on op-sepolia | Total Paid: 0.000003415712398 ETH\n\n"
           "Start verification for (1) contracts\nSubmitting verification for [src/MilestoneEscrow.sol:MilestoneEscrow] "
           "0x5fC8d32690cc91D4c39d9d3abcBD16989F875707.\nContract successfully verified")
    s.read(None, "contracts/broadcast/Deploy.s.sol/11155420/run-latest.json",
           "{\n  \"transactions\": [\n    {\n      \"hash\": \"0x9b3e0d4f6a1c2e8b7d5f3a9c1e2b4d6f8a0c2e4b6d8f0a1c3e5b7d9f1a3c"
           "5e7b\",\n      \"transactionType\": \"CREATE\",\n      \"contractName\": \"MilestoneEscrow\",\n      "
           "\"contractAddress\": \"0x5fc8d32690cc91d4c39d9d3abcbd16989f875707\",\n      \"arguments\": [\"0x5fd84259d66"
           "Cd46123540766Be93DFE6D43130D7\", \"0x7E2a1F0b44bA9e3B0C5d8a2f61C4e9D3a7b8F012\"]\n    }\n  ],\n  \"chain\": "
           "11155420\n}")
    s.bash("castcheck", "cast call 0x5fC8d32690cc91D4c39d9d3abcBD16989F875707 'feeBps()(uint16)' --rpc-url op_sepolia",
           "250")
    s.remember("memrpc", "milestack RPC and deploy: we use Alchemy (ALCHEMY_KEY in contracts/.env, not committed), not "
               "the public sepolia.optimism.io endpoint, which rate-limits at 10 req/s per IP and broke the first "
               "broadcast with HTTP 429. Pilot on Optimism Sepolia (11155420): MilestoneEscrow at "
               "0x5fC8d32690cc91D4c39d9d3abcBD16989F875707, verified; test USDC 0x5fd84259d66Cd46123540766Be93DFE6D43130D7.",
               "RPC provider and OP Sepolia deployment", "fact")
    s.bash("commit4", "git add -A && git commit -m 'chore(deploy): forge script, Alchemy RPC, OP Sepolia pilot'",
           "[main c6e2d19] chore(deploy): forge script, Alchemy RPC, OP Sepolia pilot\n 4 files changed, 61 insertions(+)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("web", "Frontend in web/: Vite + React 18 + TypeScript, wagmi 2 and viem 2, TanStack Query. Use "
             "RainbowKit for the connect button and wallet modal, it saves us a week. Use pnpm, not npm, for the web "
             "package (lockfile is pnpm-lock.yaml, don't commit a package-lock.json).")
    s.bash("pnpmcreate", "pnpm create vite web --template react-ts && cd web && pnpm add wagmi viem@2 "
           "@tanstack/react-query @rainbow-me/rainbowkit",
           "Scaffolding project in /home/nadia/src/milestack/web...\n\nDone.\nPackages: +412\n"
           "dependencies:\n+ @rainbow-me/rainbowkit 2.1.6\n+ @tanstack/react-query 5.51.1\n+ viem 2.17.3\n"
           "+ wagmi 2.11.2\n\nDone in 18.4s")
    s.write("wagmicfg", "web/src/wagmi.ts", WAGMI_TS)
    s.write("addresses", "web/src/config/addresses.ts", ADDRESSES_TS)
    s.bash("abigen", "pnpm wagmi generate", "✔ Validating plugins\n✔ Resolving contracts\n✔ Running plugins\n"
           "✔ Writing to src/generated.ts\n  - MilestoneEscrow (foundry: ../contracts/out)")
    s.write("fundform", "web/src/routes/jobs/new.tsx", "import { parseUnits } from 'viem'\nimport { useWriteContract } "
            "from 'wagmi'\nimport { milestoneEscrowAbi } from '../../generated'\nimport { ESCROW_ADDRESS, USDC_ADDRESS } "
            "from '../../config/addresses'\n\n// /jobs/new: the client approves USDC, then funds the job.\nexport "
            "function NewJob() {\n  const { writeContractAsync } = useWriteContract()\n  async function fund(freelancer: "
            "`0x${string}`, amounts: string[]) {\n    const units = amounts.map((a) => parseUnits(a, 6))\n    const total "
            "= units.reduce((x, y) => x + y, 0n)\n    await writeContractAsync({ address: USDC_ADDRESS[11155420], abi: "
            "erc20Abi, functionName: 'approve', args: [ESCROW_ADDRESS[11155420], total] })\n    await writeContractAsync"
            "({ address: ESCROW_ADDRESS[11155420], abi: milestoneEscrowAbi, functionName: 'createJob', args: "
            "[freelancer, units] })\n  }\n  // ...\n}\n")
    s.bash("tscfail", "pnpm tsc --noEmit", "", "src/routes/jobs/new.tsx(12,95): error TS2304: Cannot find name "
           "'erc20Abi'.\n\nFound 1 error in src/routes/jobs/new.tsx:12", code=2)
    s.edit("tscfix", "web/src/routes/jobs/new.tsx", "import { parseUnits } from 'viem'",
           "import { erc20Abi, parseUnits } from 'viem'")
    s.bash("tscok", "pnpm tsc --noEmit && pnpm lint", "\n> web@0.0.0 lint /home/nadia/src/milestack/web\n> eslint .\n")
    s.bash("buildweb1", "pnpm build", "vite v5.3.4 building for production...\n✓ 2113 modules transformed.\n"
           "dist/index.html                   0.46 kB │ gzip:   0.30 kB\ndist/assets/index-Bq3x1Yfa.js   1,391.22 kB │ "
           "gzip: 412.07 kB\n\n(!) Some chunks are larger than 500 kB after minification.\n✓ built in 9.81s")
    s.prompt("anvilplan", "To click through the flow locally: anvil on 8545, deploy with the same script against it, "
             "and point the app at http://127.0.0.1:8545 with chain 31337 in dev mode.")
    s.bash("anvil", "anvil --block-time 2 --port 8545", "                             _   _\n                            "
           "(_) | |\n      __ _   _ __   __   __  _  | |\n\nAvailable Accounts\n==================\n\n(0) "
           "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 (10000.000000000000000000 ETH)\n...\nChain ID\n==================\n\n"
           "31337\n\nListening on 127.0.0.1:8545", desc="local chain for the web app (background)")
    s.bash("commit5", "git add -A && git commit -m 'feat(web): Vite + wagmi app with RainbowKit, fund-a-job page'",
           "[main 0f7a3b8] feat(web): Vite + wagmi app with RainbowKit, fund-a-job page\n 23 files changed, 1184 "
           "insertions(+)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash(None, "git pull && git status", "Already up to date.\nOn branch main\nnothing to commit, working tree clean")
    s.prompt("roles", "Aoife called: they'll have three or four people handling disputes, not one multisig, and the "
             "ops Safe should only manage fees. So actually let's not keep the single-owner arbiter. Switch to "
             "AccessControl: DEFAULT_ADMIN_ROLE for the Safe, ARBITER_ROLE for the people who settle disputes, "
             "FEE_MANAGER_ROLE for changing the fee. Drop Ownable completely.")
    s.edit("acedit", "contracts/src/MilestoneEscrow.sol",
           "contract MilestoneEscrow is Ownable, ReentrancyGuard {",
           "contract MilestoneEscrow is AccessControl, ReentrancyGuard {\n"
           "    bytes32 public constant ARBITER_ROLE = keccak256(\"ARBITER_ROLE\");\n"
           "    bytes32 public constant FEE_MANAGER_ROLE = keccak256(\"FEE_MANAGER_ROLE\");")
    s.edit("settlerole", "contracts/src/MilestoneEscrow.sol",
           "    function settleDispute(uint256 jobId, uint128 toFreelancer) external onlyOwner nonReentrant {",
           "    function settleDispute(uint256 jobId, uint128 toFreelancer)\n        external\n"
           "        onlyRole(ARBITER_ROLE)\n        nonReentrant\n    {")
    s.bash("acfail", "forge test", "Ran 9 tests for test/MilestoneEscrow.t.sol:MilestoneEscrowTest\n"
           "[FAIL: custom error 0x118cdaa7: 0000000000000000000000007fa9385be102ac3eac297483dd6233d62b3e1496] "
           "test_RevertWhen_SettleByNonOwner() (gas: 291044)\n[FAIL: AccessControlUnauthorizedAccount(0x7FA9385bE102ac3E"
           "AC297483Dd6233D62b3e1496, 0x2b3b4f3a...)] test_SettleDispute_SplitsMilestone() (gas: 276310)\n"
           "Suite result: FAILED. 7 passed; 2 failed; 0 skipped", code=1)
    s.prompt("acwhy", "Two failures, both the tests still assuming Ownable: the non-owner test expects "
             "OwnableUnauthorizedAccount (selector 0x118cdaa7) and the split test settles from the test contract, "
             "which has no ARBITER_ROLE. Grant the role to an `arbiter` address in setUp and expect "
             "AccessControlUnauthorizedAccount instead.")
    s.edit("acfix", "contracts/test/MilestoneEscrow.t.sol", "        escrow = new MilestoneEscrow(usdc, treasury);",
           "        escrow = new MilestoneEscrow(usdc, treasury, admin);\n        vm.prank(admin);\n"
           "        escrow.grantRole(escrow.ARBITER_ROLE(), arbiter);")
    s.prompt("rename1", "While we're at it: rename releaseMilestone to approveMilestone (the client approves work, "
             "that's the word Fernhill uses) and the event FundsReleased to MilestonePaid.")
    s.grep("grepreleaser", "releaseMilestone|FundsReleased", ["contracts/src/MilestoneEscrow.sol",
           "contracts/test/MilestoneEscrow.t.sol", "web/src/generated.ts", "web/src/routes/jobs/[id].tsx"])
    s.bash("renamesed", "sed -i 's/releaseMilestone/approveMilestone/g; s/FundsReleased/MilestonePaid/g' "
           "contracts/src/MilestoneEscrow.sol contracts/test/MilestoneEscrow.t.sol 'web/src/routes/jobs/[id].tsx' && "
           "pnpm -C web wagmi generate", "✔ Writing to src/generated.ts\n  - MilestoneEscrow (foundry: ../contracts/out)")
    s.prompt("fee2", "And Aoife wants the fee lowered: 200 basis points (2 %) instead of 2.5. Settable by "
             "FEE_MANAGER_ROLE, but hard-capped at 500 bps in the contract.")
    s.edit("feeedit", "contracts/src/MilestoneEscrow.sol", "    uint16 public feeBps = 250; // 2.5 %",
           "    uint16 public constant MAX_FEE_BPS = 500;\n    uint16 public feeBps = 200; // 2 %")
    s.edit("fuzz1000", "contracts/foundry.toml", "[fuzz]\nruns = 256", "[fuzz]\nruns = 1000\nseed = \"0x4d5354\"")
    s.bash("testok6", "forge test", ok_tests(11, runs=1000, extra="[PASS] test_SettleDispute_SplitsMilestone() "
           "(gas: 279104)\n[PASS] test_RevertWhen_SettleByNonArbiter() (gas: 290870)\n[PASS] test_SetFee_CappedAt500() "
           "(gas: 31022)\n").replace("975e6", "980e6"))
    s.bash("slither", "slither . --filter-paths lib", "INFO:Detectors:\nMilestoneEscrow.approveMilestone(uint256) "
           "(src/MilestoneEscrow.sol#88-101) uses a dangerous strict equality... (false positive, checked)\n"
           "Reentrancy in MilestoneEscrow.claimAfterWindow(uint256): External calls: usdc.safeTransfer(...) "
           "State variables written after the call(s): job.disputeOpenedAt = 0\nINFO:Slither:. analyzed (24 contracts "
           "with 93 detectors), 2 result(s) found")
    s.edit("ceifix", "contracts/src/MilestoneEscrow.sol",
           "        usdc.safeTransfer(job.freelancer, amount - fee);\n        job.disputeOpenedAt = 0;",
           "        job.disputeOpenedAt = 0;\n        usdc.safeTransfer(job.freelancer, amount - fee);")
    s.bash("commit6", "git add -A && git commit -m 'feat(escrow): AccessControl roles replace the owner arbiter; "
           "approveMilestone, MilestonePaid; fee 200 bps'",
           "[main 5e90d21] feat(escrow): AccessControl roles replace the owner arbiter; approveMilestone, MilestonePaid; "
           "fee 200 bps\n 6 files changed, 97 insertions(+), 58 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("base", "Change of plan for the pilot chain: we move from Optimism Sepolia to Base Sepolia (84532). "
             "Fernhill's on-ramp partner only gives out test USDC on Base, and Circle's faucet has official USDC "
             "there (0x036CbD53842c5426634e7929541eC2318f3dCF7e). OP Sepolia deployment is abandoned.")
    s.prompt("rename2", "Also the contract name: rename MilestoneEscrow to MilestoneVault everywhere (file, contract, "
             "test, script), Aoife's legal people don't want the word escrow on-chain. The script becomes "
             "script/DeployVault.s.sol.")
    s.bash("gitmv", "git mv contracts/src/MilestoneEscrow.sol contracts/src/MilestoneVault.sol && git mv "
           "contracts/test/MilestoneEscrow.t.sol contracts/test/MilestoneVault.t.sol && git mv "
           "contracts/script/Deploy.s.sol contracts/script/DeployVault.s.sol && grep -rl MilestoneEscrow contracts/src "
           "contracts/test contracts/script | xargs sed -i 's/MilestoneEscrow/MilestoneVault/g'", "")
    s.edit("rpcbase", "contracts/foundry.toml", 'op_sepolia = "https://opt-sepolia.g.alchemy.com/v2/${ALCHEMY_KEY}"',
           'base_sepolia = "https://base-sepolia.g.alchemy.com/v2/${ALCHEMY_KEY}"\n\n[etherscan]\n'
           'base_sepolia = { key = "${BASESCAN_KEY}", chain = 84532, url = "https://api-sepolia.basescan.org/api" }')
    s.bash("buildfail7", "forge build", "[⠊] Compiling...\n",
           "Error: Compiler run failed:\nError (7576): Undeclared identifier.\n  --> script/DeployVault.s.sol:14:9:\n"
           "   |\n14 |         MilestoneVault escrow = new MilestoneVault(usdc, treasury);\n   |\n"
           "Error (6160): Wrong argument count for function call: 2 arguments given but expected 3.\n  --> "
           "script/DeployVault.s.sol:14:33", code=1)
    s.prompt("buildwhy7", "The deploy script never got the third constructor argument (the admin) when we moved to "
             "AccessControl on Monday, and the return variable name still says escrow. Pass ADMIN_SAFE from env.")
    s.edit("scriptfix", "contracts/script/DeployVault.s.sol",
           "        escrow = new MilestoneVault(usdc, treasury);",
           "        vault = new MilestoneVault(usdc, treasury, vm.envAddress(\"ADMIN_SAFE\"));")
    s.bash("pkfail", "forge script script/DeployVault.s.sol --rpc-url base_sepolia --broadcast --verify", "",
           "Error: script failed: vm.envUint: environment variable \"PRIVATE_KEY\" not found", code=1)
    s.prompt("keystore", "Good that it failed, actually: no more raw private keys in env vars or .env files. Import "
             "the deployer into Foundry's encrypted keystore with `cast wallet import deployer --interactive` and "
             "always deploy with `--account deployer --sender <addr>`; the script just calls vm.startBroadcast().")
    s.edit("scriptks", "contracts/script/DeployVault.s.sol",
           "        uint256 pk = vm.envUint(\"PRIVATE_KEY\");", "")
    s.bash("deploybase", "forge script script/DeployVault.s.sol --rpc-url base_sepolia --account deployer --sender "
           "0x3A9d7c2B81e0F4a5D6c8b1E2f3A4b5C6d7E8f901 --broadcast --verify",
           "Enter keystore password:\nScript ran successfully.\n\n== Logs ==\n  MilestoneVault deployed at "
           "0x8464135c8F25Da09e49BC8782676a84730C318bC\n\n##### base-sepolia\n✅  [Success] Hash: 0x2c7f1e9a0b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a\n"
           "Contract Address: 0x8464135c8F25Da09e49BC8782676a84730C318bC\nBlock: 11402917\nPaid: 0.000001892004117 ETH "
           "(1622418 gas * 0.001166172 gwei)\n\nSubmitting verification for [src/MilestoneVault.sol:MilestoneVault]\n"
           "Contract successfully verified")
    s.bash("grantarb", "cast send 0x8464135c8F25Da09e49BC8782676a84730C318bC 'grantRole(bytes32,address)' "
           "$(cast keccak ARBITER_ROLE) 0xB0b5E7a21cD9f0e3A4C6d8E1F2a3B4c5D6e7F8a9 --account deployer --rpc-url "
           "base_sepolia", "blockHash            0x5d2e...\nblockNumber          11402961\nstatus               1 (success)\n"
           "transactionHash      0x61aa09c4...")
    s.remember("memdeploy", "milestack pilot now runs on Base Sepolia (chain 84532), not Optimism Sepolia: "
               "MilestoneVault (renamed from MilestoneEscrow) at 0x8464135c8F25Da09e49BC8782676a84730C318bC, verified "
               "on Basescan; USDC is Circle's 0x036CbD53842c5426634e7929541eC2318f3dCF7e. Deploy with "
               "`forge script script/DeployVault.s.sol --rpc-url base_sepolia --account deployer` (encrypted cast "
               "keystore, no PRIVATE_KEY env var). Arbiter role granted to Siobhán's wallet 0xB0b5...F8a9.",
               "Base Sepolia deployment of MilestoneVault", "fact")
    s.bash("commit7", "git add -A && git commit -m 'chore(deploy): MilestoneVault on Base Sepolia, keystore deployer'",
           "[main 9a3d6f5] chore(deploy): MilestoneVault on Base Sepolia, keystore deployer\n 7 files changed, 44 "
           "insertions(+), 39 deletions(-)\n rename contracts/src/{MilestoneEscrow.sol => MilestoneVault.sol} (93%)\n"
           " rename contracts/script/{Deploy.s.sol => DeployVault.s.sol} (71%)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("webbug", "Marek tried funding a job from the web app on Base Sepolia and the wallet shows the "
             "transaction failing. Can you look? He approved 500 USDC first.")
    s.bash("allowfail2", "cast call 0x8464135c8F25Da09e49BC8782676a84730C318bC 'createJob(address,uint128[])' "
           "0x44aB1e3C5d6f7A8b9C0d1E2f3a4B5c6D7e8F9a0b '[500000000]' --from 0x91cE4f2A6b8D0e1F3a5C7b9D1e3F5a7B9c1D3e5F "
           "--rpc-url base_sepolia", "",
           "Error: server returned an error response: error code 3: execution reverted: custom error 0xfb8f41b2: "
           "ERC20InsufficientAllowance(0x8464135c8F25Da09e49BC8782676a84730C318bC, 0, 500000000)", code=1)
    s.bash("allowcheck", "cast call 0x036CbD53842c5426634e7929541eC2318f3dCF7e 'allowance(address,address)(uint256)' "
           "0x91cE4f2A6b8D0e1F3a5C7b9D1e3F5a7B9c1D3e5F 0x5fC8d32690cc91D4c39d9d3abcBD16989F875707 --rpc-url "
           "base_sepolia", "500000000 [5e8]")
    s.read("readaddr", "web/src/config/addresses.ts", ADDRESSES_TS.replace("11155420: '0x5fd8", "84532: '0x036C")
           .replace("0x5fd84259d66Cd46123540766Be93DFE6D43130D7", "0x036CbD53842c5426634e7929541eC2318f3dCF7e"))
    s.prompt("allowwhy2", "Same revert as the unit tests back on the first Wednesday, different reason: the 500 USDC "
             "approval went to the OLD OP Sepolia escrow address, because addresses.ts still maps only the old "
             "deployment and the page falls back to it. The vault itself has allowance 0.")
    s.write("genaddr", "web/scripts/sync-addresses.ts", "// Reads contracts/broadcast/DeployVault.s.sol/<chainId>/"
            "run-latest.json and writes src/config/addresses.ts, so the app never points at a stale deployment.\n"
            "import { readFileSync, writeFileSync } from 'node:fs'\n\nconst CHAINS = [84532, 31337]\n"
            "const out: Record<number, string> = {}\nfor (const id of CHAINS) {\n  const run = JSON.parse(readFileSync("
            "`../contracts/broadcast/DeployVault.s.sol/${id}/run-latest.json`, 'utf8'))\n  out[id] = run.transactions"
            ".find((t: any) => t.contractName === 'MilestoneVault').contractAddress\n}\nwriteFileSync('src/config/"
            "addresses.ts', `export const VAULT_ADDRESS = ${JSON.stringify(out, null, 2)} as const\\n`)\n")
    s.bash("syncok", "pnpm -C web sync-addresses && cat web/src/config/addresses.ts",
           "export const VAULT_ADDRESS = {\n  \"84532\": \"0x8464135c8F25Da09e49BC8782676a84730C318bC\",\n  \"31337\": "
           "\"0x5FbDB2315678afecb367f032d93F642f64180aa3\"\n} as const")
    s.lesson("lesson2", "After every redeploy run `pnpm -C web sync-addresses` (it regenerates web/src/config/"
             "addresses.ts from the forge broadcast run-latest.json); a hand-kept address map made the web app approve "
             "USDC for the abandoned OP Sepolia contract, and createJob on the new vault reverted with "
             "ERC20InsufficientAllowance(vault, 0, amount).",
             "milestack web: funding a job on Base Sepolia failed after the move from Optimism Sepolia")
    s.prompt("norainbow", "And the bundle: 412 kB gzipped is silly for three pages, most of it RainbowKit and its "
             "wallet list. Actually let's drop RainbowKit after all: plain wagmi connectors (injected, "
             "coinbaseWallet, walletConnect) and our own small connect menu.")
    s.write("wagmicfg2", "web/src/wagmi.ts", "import { http, createConfig } from 'wagmi'\nimport { baseSepolia, foundry } "
            "from 'wagmi/chains'\nimport { coinbaseWallet, injected, walletConnect } from 'wagmi/connectors'\n\n"
            "export const config = createConfig({\n  chains: [baseSepolia, foundry],\n  connectors: [injected(), "
            "coinbaseWallet({ appName: 'Milestack' }),\n    walletConnect({ projectId: import.meta.env.VITE_WC_PROJECT_ID "
            "})],\n  transports: {\n    [baseSepolia.id]: http(import.meta.env.VITE_RPC_URL),\n    [foundry.id]: "
            "http('http://127.0.0.1:8545'),\n  },\n})\n")
    s.bash("rmrainbow", "pnpm -C web remove @rainbow-me/rainbowkit && pnpm -C web build",
           "Packages: -61\n\nvite v5.3.4 building for production...\n✓ 1488 modules transformed.\n"
           "dist/assets/index-D8kQ2mZp.js   802.61 kB │ gzip: 238.45 kB\n✓ built in 6.02s")
    s.prompt("route", "Rename the route /jobs to /agreements in the web app (and /jobs/new to /agreements/new): "
             "Fernhill's UI copy says agreements. Keep a redirect from the old path for the pilot testers' bookmarks.")
    s.bash("gitmvroute", "git mv web/src/routes/jobs web/src/routes/agreements && pnpm -C web tsc --noEmit && "
           "pnpm -C web lint", "")
    s.bash("commit8", "git add -A && git commit -m 'fix(web): addresses generated from broadcast, drop RainbowKit, "
           "/jobs -> /agreements'", "[main 2b7c04e] fix(web): addresses generated from broadcast, drop RainbowKit, "
           "/jobs -> /agreements\n 14 files changed, 162 insertions(+), 211 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, "
           "working tree clean")
    s.prompt("window14", "Kestrel Security (Jonas Lindqvist) did a pre-audit call. Findings to act on: the 7-day "
             "dispute window is too short for clients on holiday, make it 14 days; and max milestones can go to 20, "
             "Fernhill has retainer jobs with weekly milestones.")
    s.edit("windowedit", "contracts/src/MilestoneVault.sol",
           "    uint64 public constant DISPUTE_WINDOW = 7 days;", "    uint64 public constant DISPUTE_WINDOW = 14 days;")
    s.edit("maxedit", "contracts/src/MilestoneVault.sol", "    uint16 public constant MAX_MILESTONES = 10;",
           "    uint16 public constant MAX_MILESTONES = 20;")
    s.bash("windowfail", "forge test", "Ran 13 tests for test/MilestoneVault.t.sol:MilestoneVaultTest\n"
           "[FAIL: WindowNotOver(1210000)] test_ClaimAfterWindow() (gas: 298114)\n[FAIL: next call did not revert as "
           "expected] test_RevertWhen_TooManyMilestones() (gas: 1033410)\nSuite result: FAILED. 11 passed; 2 failed",
           code=1)
    s.edit("windowtestfix", "contracts/test/MilestoneVault.t.sol",
           "        vm.warp(block.timestamp + 7 days + 1);\n", "        vm.warp(block.timestamp + vault.DISPUTE_WINDOW() + 1);\n")
    s.edit("maxtestfix", "contracts/test/MilestoneVault.t.sol",
           "        uint128[] memory a = new uint128[](11);", "        uint128[] memory a = new uint128[](vault.MAX_MILESTONES() + 1);")
    s.prompt("fork", "Kestrel also wants a fork test against the real Base Sepolia USDC, not just MockUSDC. Write "
             "test/fork/VaultFork.t.sol with vm.createSelectFork(\"base_sepolia\") and deal() for balances.")
    s.bash("forkflaky", "forge test --match-path 'test/fork/*' -vv", "Ran 2 tests for test/fork/VaultFork.t.sol:"
           "VaultForkTest\n[FAIL: EvmError: Revert] test_Fork_FundAndApprove() (gas: 0)\nLogs:\n  Error: failed to get "
           "storage for 0x036CbD53842c5426634e7929541eC2318f3dCF7e: request timed out after 45s (block latest)\n"
           "Suite result: FAILED. 1 passed; 1 failed; finished in 47.31s", code=1)
    s.prompt("forkwhy", "Forking at `latest` means every run fetches fresh state over RPC and nothing gets cached, "
             "so it's slow and flaky. Pin the fork to block 11402917 (our deploy block) so Foundry caches the state "
             "in ~/.foundry/cache.")
    s.edit("forkfix", "contracts/test/fork/VaultFork.t.sol", "        vm.createSelectFork(\"base_sepolia\");",
           "        vm.createSelectFork(\"base_sepolia\", 11_402_917);")
    s.bash("forkok", "forge test --match-path 'test/fork/*'", "Ran 2 tests for test/fork/VaultFork.t.sol:VaultForkTest\n"
           "[PASS] test_Fork_FundAndApprove() (gas: 412877)\n[PASS] test_Fork_DisputeAndSettle() (gas: 501340)\n"
           "Suite result: ok. 2 passed; 0 failed; 0 skipped; finished in 3.84s (second run: 0.61s from cache)")
    s.lesson("lesson3", "Fork tests must pin a block number (vm.createSelectFork(alias, block)); forking at latest "
             "refetches state from the RPC each run, is slow (47 s) and times out, while a pinned fork is cached "
             "under ~/.foundry/cache and ran in 0.61 s.", "milestack: the Base Sepolia USDC fork test timed out")
    s.edit("solc826", "contracts/foundry.toml", 'solc = "0.8.24"', 'solc = "0.8.26"')
    s.bash("ozbump", "cd contracts && forge install OpenZeppelin/openzeppelin-contracts@v5.1.0 --no-commit && "
           "forge build", "Updating dependencies in lib\n    Installed openzeppelin-contracts v5.1.0\n[⠒] Compiling 38 "
           "files with Solc 0.8.26\nCompiler run successful!")
    s.bash("testok9", "forge test --no-match-path 'test/fork/*'", ok_tests(13, suite="MilestoneVaultTest", runs=1000)
           .replace("412.77ms", "1.94s"))
    s.remember("memparams", "milestack contract parameters after Kestrel's pre-audit (25 May): dispute window 14 days "
               "(was 7), max 20 milestones per job (was 10), platform fee 200 bps (lowered from 250 in the week of 17 "
               "May), hard cap MAX_FEE_BPS 500. Toolchain: solc 0.8.26, OpenZeppelin v5.1.0.",
               "contract parameters and toolchain", "fact")
    s.bash("commit9", "git add -A && git commit -m 'feat(vault): 14-day dispute window, 20 milestones, pinned fork "
           "tests, OZ 5.1.0'", "[main e4f81a7] feat(vault): 14-day dispute window, 20 milestones, pinned fork tests, "
           "OZ 5.1.0\n 8 files changed, 131 insertions(+), 17 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("ci", "CI on GitHub Actions: foundry-rs/foundry-toolchain@v1 pinned to the stable release, forge fmt "
             "--check, forge build --sizes, forge test with a ci profile that fuzzes harder (5000 runs), slither, and "
             "pnpm lint + tsc + build for web. Fork tests only on main, they need the Alchemy secret.")
    s.edit("ciprofile", "contracts/foundry.toml", "[fuzz]\nruns = 1000\nseed = \"0x4d5354\"",
           "[fuzz]\nruns = 1000\nseed = \"0x4d5354\"\n\n[profile.ci.fuzz]\nruns = 5000")
    s.write("ciyaml", ".github/workflows/ci.yml", "name: ci\non:\n  push:\n    branches: [main]\n  pull_request:\n\n"
            "jobs:\n  contracts:\n    runs-on: ubuntu-24.04\n    defaults: { run: { working-directory: contracts } }\n"
            "    steps:\n      - uses: actions/checkout@v4\n        with: { submodules: recursive }\n      - uses: "
            "foundry-rs/foundry-toolchain@v1\n        with: { version: stable }\n      - run: forge fmt --check\n"
            "      - run: forge build --sizes\n      - run: forge test --no-match-path 'test/fork/*'\n        env: "
            "{ FOUNDRY_PROFILE: ci }\n      - uses: crytic/slither-action@v0.4.0\n  web:\n    runs-on: ubuntu-24.04\n"
            "    steps:\n      - uses: actions/checkout@v4\n      - uses: pnpm/action-setup@v4\n      - run: pnpm -C web "
            "install --frozen-lockfile && pnpm -C web lint && pnpm -C web tsc --noEmit && pnpm -C web build\n")
    s.bash("cifail", "gh run view --log-failed", "contracts\tforge build --sizes\t| Contract       | Runtime Size (B) "
           "| Initcode Size (B) | Runtime Margin (B) |\ncontracts\tforge build --sizes\t| MilestoneVault | 9,412 | "
           "10,106 | 15,164 |\ncontracts\tRun forge test\tError: No such file or directory (os error 2): "
           "lib/openzeppelin-contracts/contracts/access/AccessControl.sol\ncontracts\tRun forge test\t##[error]"
           "Process completed with exit code 1.", code=1)
    s.prompt("ciwhy", "Locally fine, CI can't find OpenZeppelin: `--no-commit` installs never added the submodule "
             "to .gitmodules, so checkout with submodules: recursive gets nothing. Add them as real submodules at "
             "the pinned tags.")
    s.bash("cifix", "git submodule add https://github.com/OpenZeppelin/openzeppelin-contracts contracts/lib/"
           "openzeppelin-contracts && git -C contracts/lib/openzeppelin-contracts checkout v5.1.0 && git submodule add "
           "https://github.com/foundry-rs/forge-std contracts/lib/forge-std",
           "Cloning into '/home/nadia/src/milestack/contracts/lib/openzeppelin-contracts'...\nHEAD is now at 69c8def "
           "Release v5.1.0\nCloning into '/home/nadia/src/milestack/contracts/lib/forge-std'...")
    s.bash("cigreen", "gh run watch", "✓ main ci · 9184412730\nTriggered via push about 6 minutes ago\n\nJOBS\n"
           "✓ contracts in 3m41s (ID 25195567011)\n  ✓ forge test: 13 passed, fuzz runs 5000\n✓ web in 1m12s "
           "(ID 25195567190)\n\n✓ Run ci (9184412730) completed with 'success'")
    s.prompt("demo", "Demo for Fernhill is on Monday 31 May at 14:00 Dublin time. Before it: redeploy from a clean "
             "main, sync the addresses, and a dry run of the whole flow on Base Sepolia with Siobhán as arbiter.")
    s.bash("redeploy", "forge script script/DeployVault.s.sol --rpc-url base_sepolia --account deployer --sender "
           "0x3A9d7c2B81e0F4a5D6c8b1E2f3A4b5C6d7E8f901 --broadcast --verify",
           "== Logs ==\n  MilestoneVault deployed at 0xa513E6E4b8f2a923D98304ec87F64353C4D5C853\n\n##### base-sepolia\n"
           "✅  [Success] Block: 11561802\nPaid: 0.000001934771520 ETH (1658902 gas * 0.00116629 gwei)\n"
           "Contract successfully verified")
    s.bash("sync2", "pnpm -C web sync-addresses && git diff --stat", " web/src/config/addresses.ts | 2 +-\n 1 file "
           "changed, 1 insertion(+), 1 deletion(-)")
    s.bash("dryrun", "forge script script/DemoFlow.s.sol --rpc-url base_sepolia --account deployer",
           "== Logs ==\n  created agreement 1: 3 milestones, 1500 USDC\n  approved milestone 0: freelancer +490.000000, "
           "treasury +10.000000\n  dispute opened on milestone 1 by freelancer\n  settled by arbiter: client "
           "+200.000000, freelancer +300.000000\n  total gas: 612,447\nScript ran successfully.")
    s.remember("memdemo", "Release checklist for milestack (before any demo or handover): deploy from a clean main with "
               "the keystore account, run `pnpm -C web sync-addresses`, then the DemoFlow script on Base Sepolia. "
               "Current vault for the 31 May Fernhill demo: 0xa513E6E4b8f2a923D98304ec87F64353C4D5C853 (block 11561802), "
               "replacing 0x8464...18bC.", "release checklist and current vault", "procedure")
    s.bash("commit10", "git add -A && git commit -m 'ci: contracts and web jobs, ci fuzz profile, OZ and forge-std as "
           "submodules'", "[main 71bd3c2] ci: contracts and web jobs, ci fuzz profile, OZ and forge-std as "
           "submodules\n 5 files changed, 58 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-05-03T09:10:00", "3c1a0e52-7d41-4b2e-9f06-a1b2c3d40101", s1),   # Mon
    ("s2", "2027-05-05T10:05:00", "4d2b1f63-8e52-4c3f-a017-b2c3d4e50202", s2),   # Wed
    ("s3", "2027-05-07T13:30:00", "5e3c2074-9f63-4d40-b128-c3d4e5f60303", s3),   # Fri
    ("s4", "2027-05-11T09:40:00", "6f4d3185-a074-4e51-c239-d4e5f6070404", s4),   # Tue
    ("s5", "2027-05-13T14:00:00", "705e4296-b185-4f62-d34a-e5f607180505", s5),   # Thu
    ("s6", "2027-05-17T10:15:00", "816f53a7-c296-4073-e45b-f60718290606", s6),   # Mon
    ("s7", "2027-05-19T15:20:00", "927064b8-d3a7-4184-f56c-07182a3a0707", s7),   # Wed
    ("s8", "2027-05-21T09:30:00", "a38175c9-e4b8-4295-067d-18293b4b0808", s8),   # Fri
    ("s9", "2027-05-25T11:00:00", "b49286da-f5c9-43a6-178e-293a4c5c0909", s9),   # Tue
    ("s10", "2027-05-27T13:45:00", "c5a397eb-06da-44b7-289f-3a4b5d6d1010", s10),  # Thu
]

#: When the questions are asked: Monday morning after the last session (a Thursday).
ASKED_AT = "2027-05-31T08:30:00Z"
