"""The eleven sessions of the pickpath history, step by step (see build.py and README.md)."""
from __future__ import annotations

from _agentset import Session  # bench/, on the path of build.py

from ad38_files import (
    AISLE_LAYER_CPP,
    BAG_RECORD_LAUNCH_PY,
    BASE_BRIDGE_CPP,
    CI_YML,
    DOCKERFILE,
    NAV2_PARAMS_V1,
    PICK_MISSION_XML_V1,
    ROBOT_LAUNCH_PY,
    WAIT_FOR_PICKER_CPP,
)


def colcon_ok(pkgs, secs):
    lines = "".join(f"Starting >>> {p}\n" for p in pkgs)
    lines += "".join(f"Finished <<< {p} [{4.1 + 3.7 * i:.1f}s]\n" for i, p in enumerate(pkgs))
    return lines + f"\nSummary: {len(pkgs)} packages finished [{secs}]"


#: nav2_params.yaml as read on 10 November: the first version plus the zone layer of 5 November.
NAV2_PARAMS_S5 = NAV2_PARAMS_V1.replace(
    '      plugins: ["static_layer", "obstacle_layer", "inflation_layer"]',
    '      plugins: ["static_layer", "aisle_layer", "obstacle_layer", "inflation_layer"]\n      aisle_layer:\n'
    '        plugin: "pickpath_nav::AisleLayer"\n        zones_file: "$(find-pkg-share pickpath_bringup)/config/'
    'zones.yaml"\n        slow_zone_cost: 180')

PKGS = ["pickpath_msgs", "pk2_description", "pickpath_base", "pickpath_nav", "pickpath_bt", "pickpath_sim",
        "pickpath_bringup"]


def colcon_test_ok(n, secs):
    return ("Starting >>> pickpath_msgs\nStarting >>> pickpath_nav\nStarting >>> pickpath_bt\n"
            "Finished <<< pickpath_msgs [2.3s]\nFinished <<< pickpath_nav [21.4s]\nFinished <<< pickpath_bt [17.9s]\n"
            f"\nSummary: 7 packages finished [{secs}]\n\n"
            f"Summary: {n} tests, 0 errors, 0 failures, 0 skipped")


multiedit = Session.multiedit


def pretool(s, marker, command, desc, minutes=0.5):
    """The PreToolUse hook Claude Code posts before a long-running Bash command."""
    s.pre_tool(marker, "Bash", {"command": command, "description": desc}, minutes)


def s1(s):
    s.start()
    s.prompt("goal", "New repo: pickpath, the software stack of Corvid Robotics' PK-2, a picking robot that drives a "
             "tote rack to the pick faces while a human picker puts the items in. First customer is Halden "
             "Fulfilment in Venlo (Kofi Mensah runs operations there); the site test in their hall B is on 16 and 17 "
             "November. Ines Albrecht (our CTO) decided: ROS 2 Humble, because JetPack 6 on the AGX Orin is Ubuntu "
             "22.04. Yes, Humble is out of support since May; we stay on it until after the site test, no Jazzy "
             "experiments before that. Colcon workspace with packages for bringup, nav, behaviour tree, base and sim.")
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x  3 tobias tobias 4096 Nov  1 09:11 .\ndrwxr-xr-x  6 tobias tobias "
           "4096 Nov  1 09:10 ..\ndrwxr-xr-x  7 tobias tobias 4096 Nov  1 09:11 .git\n-rw-r--r--  1 tobias tobias   "
           "38 Nov  1 09:11 README.md")
    s.prompt("rules", "Ground rules for this repo. Everything builds inside the dev container (docker/Dockerfile), "
             "always `colcon build --symlink-install`. Dependencies are declared in package.xml and installed with "
             "rosdep, never `sudo pip install` or a hand-typed apt-get in the container. C++ is formatted with our "
             ".clang-format (ament_clang_format), Python passes ament_flake8, and `colcon test` must be green before "
             "any commit. Commit messages: `<package>: <what changed>`.")
    s.write("dockerfile", "docker/Dockerfile", DOCKERFILE)
    s.write("devcontainer", ".devcontainer/devcontainer.json",
            '{\n  "name": "pickpath (humble)",\n  "build": { "dockerfile": "../docker/Dockerfile", "context": ".." },\n'
            '  "runArgs": ["--network=host", "--ipc=host", "--privileged", "-v", "/dev:/dev"],\n'
            '  "workspaceMount": "source=${localWorkspaceFolder},target=/home/dev/ws,type=bind",\n'
            '  "workspaceFolder": "/home/dev/ws",\n  "containerEnv": { "DISPLAY": "${localEnv:DISPLAY}" },\n'
            '  "customizations": { "vscode": { "extensions": ["ms-vscode.cpptools", "ms-python.python", '
            '"ms-iot.vscode-ros"] } }\n}\n')
    s.bash("pkgcreate", "cd src && for p in pickpath_bringup pickpath_sim; do ros2 pkg create --build-type "
           "ament_python $p; done && ros2 pkg create --build-type ament_cmake --dependencies rclcpp nav2_costmap_2d "
           "pluginlib pickpath_nav && ros2 pkg create --build-type ament_cmake --dependencies rclcpp behaviortree_cpp_v3 "
           "pickpath_bt && ros2 pkg create --build-type ament_cmake --dependencies rclcpp nav_msgs tf2_ros pickpath_base "
           "&& ros2 pkg create --build-type ament_cmake pickpath_msgs",
           "going to create a new package\npackage name: pickpath_bringup\ndestination directory: "
           "/home/dev/ws/src\npackage format: 3\nversion: 0.0.0\n...\ncreating ./pickpath_msgs/package.xml\n"
           "creating ./pickpath_msgs/CMakeLists.txt")
    s.prompt("dds", "Middleware: CycloneDDS (RMW_IMPLEMENTATION=rmw_cyclonedds_cpp) on every machine. On the last "
             "project Fast DDS's shared-memory transport left stale segments in /dev/shm and nodes stopped seeing "
             "each other after a restart; Cyclone just worked. All our robots and laptops use ROS_DOMAIN_ID 42.")
    s.edit("ddsedit", "docker/Dockerfile", "    ROS_DOMAIN_ID=42 \\\n",
           "    ROS_DOMAIN_ID=42 \\\n    RMW_IMPLEMENTATION=rmw_cyclonedds_cpp \\\n"
           "    CYCLONEDDS_URI=file:///etc/pickpath/cyclonedds.xml \\\n")
    pretool(s, None, "docker build -t pickpath-dev:humble -f docker/Dockerfile .", "Build the dev container image")
    s.bash("dockerbuild", "docker build -t pickpath-dev:humble -f docker/Dockerfile .",
           "[+] Building 612.4s (14/14) FINISHED\n => [internal] load build definition from Dockerfile\n"
           " => [1/8] FROM docker.io/osrf/ros:humble-desktop-full@sha256:4d1e0c...\n => [5/8] RUN rosdep update "
           "--rosdistro humble && rosdep install --from-paths /tmp/ws/src\n"
           " => exporting to image\n => => naming to docker.io/library/pickpath-dev:humble", minutes=11)
    s.bash("build1", "colcon build --symlink-install", colcon_ok(PKGS[:1] + PKGS[2:], "48.2s"))
    s.bash("commit1", "git add -A && git commit -m 'workspace: dev container (humble), six packages, CycloneDDS'",
           "[main (root-commit) 3f0a9c2] workspace: dev container (humble), six packages, CycloneDDS\n"
           " 31 files changed, 694 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("nav", "Simulation and navigation today. Gazebo Fortress through ros_gz, with a world of Halden's hall B "
             "built from Kofi's CAD drawing: racks with aisles 1.6 m wide, the pack stations P1-P4 at the east wall. "
             "The PK-2 is 0.72 m wide and 0.90 m long. Nav2 with AMCL on the hall B map, and DWB as the controller to "
             "start with since we know it from the old project; max 1.2 m/s, inflation radius 0.55 m.")
    s.write("navparams", "src/pickpath_bringup/config/nav2_params.yaml", NAV2_PARAMS_V1)
    s.write("launch", "src/pickpath_bringup/launch/robot.launch.py", ROBOT_LAUNCH_PY)
    s.bash(None, "colcon build --symlink-install --packages-select pickpath_bringup pickpath_sim",
           colcon_ok(["pickpath_sim", "pickpath_bringup"], "3.9s"))
    s.bash("tf1fail", "ros2 launch pickpath_bringup robot.launch.py sim:=true 2>&1 | grep -m3 -E 'WARN|ERROR'",
           "[controller_server-9] [WARN] [1825235685.204118220] [local_costmap.local_costmap]: Timed out waiting for "
           "transform from base_link to odom to become available, tf error: Lookup would require extrapolation into "
           "the future.  Requested time 1825235685.203981 but the latest data is at time 52.340000, when looking up "
           "transform from frame [base_link] to frame [odom]\n[bt_navigator-11] [WARN] [1825235686.118904412] "
           "[bt_navigator]: Initial robot pose is not available.\n[ekf_node-5] [WARN] [1825235686.310225517] "
           "[ekf_filter_node]: Transform from imu_link to base_link was unavailable for the time requested.",
           code=1, minutes=4)
    s.bash("simtimecheck", "ros2 param get /ekf_filter_node use_sim_time && ros2 param get /robot_state_publisher "
           "use_sim_time && ros2 param get /controller_server use_sim_time",
           "Boolean value is: False\nBoolean value is: False\nBoolean value is: True")
    s.prompt("simtimewhy", "There it is: Nav2 runs on the simulation clock (52 s), but the EKF and "
             "robot_state_publisher in our launch file run on wall time (1.83e9), so they stamp the TF tree from "
             "another epoch. Pass use_sim_time to every node from one launch argument; no node of ours may hardcode "
             "it or be left without it.")
    multiedit(s, "simtimefix", "src/pickpath_bringup/launch/robot.launch.py", [
        ('        parameters=[{"robot_description": Command(["xacro ", urdf])}],',
         '        parameters=[{"robot_description": Command(["xacro ", urdf]), "use_sim_time": sim}],'),
        ('        parameters=[os.path.join(bringup, "config", "ekf.yaml")],',
         '        parameters=[os.path.join(bringup, "config", "ekf.yaml"), {"use_sim_time": sim}],'),
    ])
    s.bash("tf1ok", "ros2 launch pickpath_bringup robot.launch.py sim:=true & sleep 40; ros2 action send_goal "
           "/navigate_to_pose nav2_msgs/action/NavigateToPose \"{pose: {header: {frame_id: map}, pose: {position: "
           "{x: 24.5, y: 8.2}}}}\"",
           "[lifecycle_manager-12] [INFO] [lifecycle_manager_navigation]: Managed nodes are active\nWaiting for an "
           "action server to become available...\nSending goal:\n     pose: ...\nGoal accepted with ID: "
           "5b0e2c41f9a74d1e8d0c3e6a1f7b2d90\n\nResult:\n    error_code: 0\n\nGoal finished with status: SUCCEEDED",
           minutes=3)
    s.lesson("lesson1", "Nav2 warning 'Lookup would require extrapolation into the future' in Gazebo with a requested "
             "time around 1.8e9 and data at a few seconds: some node runs on wall time while the sim publishes /clock. "
             "Check `ros2 param get <node> use_sim_time` on every TF publisher (EKF, robot_state_publisher) and pass "
             "use_sim_time from one launch argument.",
             "pickpath: first Nav2 run in Gazebo hall B, costmaps timed out waiting for base_link -> odom")
    s.remember("memnav", "pickpath navigation setup (Nav2 on Humble): AMCL on the hall B map, DWB controller at 20 Hz "
               "with max_vel_x 1.2 m/s, SmacPlanner2D, local costmap 4 x 4 m rolling at 0.05 m, inflation_radius 0.55 "
               "with cost_scaling_factor 3.0, PK-2 footprint 0.90 x 0.72 m. Hall B aisles are 1.6 m wide. Params in "
               "src/pickpath_bringup/config/nav2_params.yaml.", "pickpath Nav2 parameters", "fact")
    s.bash("commit2", "git add -A && git commit -m 'pickpath_bringup: Nav2 params (DWB), hall B sim, use_sim_time "
           "for every node'", "[main 8c41d07] pickpath_bringup: Nav2 params (DWB), hall B sim, use_sim_time for every "
           "node\n 12 files changed, 587 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.bash(None, "git log --oneline -3", "8c41d07 pickpath_bringup: Nav2 params (DWB), hall B sim, use_sim_time for "
           "every node\n3f0a9c2 workspace: dev container (humble), six packages, CycloneDDS")
    s.prompt("zones", "Halden has places the robot must never enter (fire exits, the charging dock approach of their "
             "forklifts) and places it may only cross carefully (pedestrian crossings between the aisles). Write a "
             "costmap layer plugin, pickpath_nav::AisleLayer, that reads polygons in the map frame from zones.yaml: "
             "keepout zones get LETHAL cost, slow zones a configurable cost (180 by default). A plugin rather than "
             "Nav2's keepout filter with a mask image: Kofi's team moves zones every week and nobody wants to repaint "
             "a PGM each time, a YAML diff is reviewable.")
    s.write("layercpp", "src/pickpath_nav/src/aisle_layer.cpp", AISLE_LAYER_CPP)
    s.write("pluginxml", "src/pickpath_nav/aisle_layer_plugin.xml",
            '<library path="pickpath_nav_layers">\n  <class type="pickpath_nav::AisleLayer" '
            'base_class_type="nav2_costmap_2d::Layer">\n    <description>Keepout and slow zones from zones.yaml'
            '</description>\n  </class>\n</library>\n')
    s.write("zonesyaml", "src/pickpath_bringup/config/zones.yaml",
            "# Halden hall B, map frame (m). keepout: never enter; slow: crossable at high cost\nzones:\n"
            "  - name: fire_exit_east\n    kind: keepout\n    polygon: [[61.2, 2.0], [63.0, 2.0], [63.0, 4.4], [61.2, 4.4]]\n"
            "  - name: forklift_dock\n    kind: keepout\n    polygon: [[0.0, 30.5], [6.5, 30.5], [6.5, 36.0], [0.0, 36.0]]\n"
            "  - name: crossing_a3_a4\n    kind: slow\n    polygon: [[18.0, 11.2], [19.6, 11.2], [19.6, 13.0], [18.0, 13.0]]\n"
            "  # ... 11 more, one per pedestrian crossing and exit\n")
    s.edit("zoneparams", "src/pickpath_bringup/config/nav2_params.yaml",
           '      plugins: ["static_layer", "obstacle_layer", "inflation_layer"]',
           '      plugins: ["static_layer", "aisle_layer", "obstacle_layer", "inflation_layer"]\n      aisle_layer:\n'
           '        plugin: "pickpath_nav::AisleLayer"\n        zones_file: "$(find-pkg-share pickpath_bringup)/config/'
           'zones.yaml"\n        slow_zone_cost: 180')
    s.bash(None, "colcon build --symlink-install --packages-select pickpath_nav pickpath_bringup",
           colcon_ok(["pickpath_nav", "pickpath_bringup"], "38.7s"))
    s.bash("pluginfail", "ros2 launch pickpath_bringup robot.launch.py sim:=true 2>&1 | grep -m2 -A2 FATAL",
           "[planner_server-10] [FATAL] [1825422062.771120530] [global_costmap.global_costmap]: Failed to create "
           "plugin aisle_layer of type pickpath_nav::AisleLayer, exception: According to the loaded plugin "
           "descriptions the class pickpath_nav::AisleLayer with base class type nav2_costmap_2d::Layer does not "
           "exist. Declared types are  nav2_costmap_2d::InflationLayer nav2_costmap_2d::ObstacleLayer "
           "nav2_costmap_2d::RangeSensorLayer nav2_costmap_2d::StaticLayer nav2_costmap_2d::VoxelLayer\n"
           "[lifecycle_manager-12] [ERROR] [lifecycle_manager_navigation]: Failed to change state for node: "
           "planner_server", code=1)
    s.grep("grepexport", "pluginlib_export_plugin_description_file", [])
    s.prompt("pluginwhy", "Nothing in pickpath_nav exports the plugin description: without "
             "pluginlib_export_plugin_description_file(nav2_costmap_2d aisle_layer_plugin.xml) in CMakeLists.txt the "
             "ament index never learns the class exists, so pluginlib only lists Nav2's own layers. Add the export "
             "and install the xml.")
    s.edit("pluginfix", "src/pickpath_nav/CMakeLists.txt", "ament_export_libraries(pickpath_nav_layers)",
           "ament_export_libraries(pickpath_nav_layers)\npluginlib_export_plugin_description_file(nav2_costmap_2d "
           "aisle_layer_plugin.xml)\ninstall(FILES aisle_layer_plugin.xml DESTINATION share/${PROJECT_NAME})")
    s.bash("pluginok", "colcon build --symlink-install --packages-select pickpath_nav && ros2 launch pickpath_bringup "
           "robot.launch.py sim:=true 2>&1 | grep -m3 -i -E 'aisle|layer'",
           "Summary: 1 package finished [41.2s]\n[planner_server-10] [INFO] [global_costmap.global_costmap]: Using "
           "plugin \"aisle_layer\"\n[planner_server-10] [INFO] [global_costmap.global_costmap]: AisleLayer: loaded "
           "14 zones from /home/dev/ws/install/pickpath_bringup/share/pickpath_bringup/config/zones.yaml\n"
           "[planner_server-10] [INFO] [global_costmap.global_costmap]: Initialized plugin \"aisle_layer\"")
    s.lesson("lessonplugin", "pluginlib 'class X with base class type nav2_costmap_2d::Layer does not exist' while "
             "the library builds fine: check that CMakeLists calls pluginlib_export_plugin_description_file for the "
             "plugin xml and installs it; the 'Declared types' list shows what the ament index knows.",
             "pickpath_nav: the new costmap layer failed to load in the global costmap")
    s.bash("test3", "colcon test --packages-select pickpath_nav && colcon test-result --verbose",
           "Finished <<< pickpath_nav [19.8s]\n\nSummary: 1 package finished [20.4s]\n"
           "build/pickpath_nav/test_results/pickpath_nav/test_zone_fill.gtest.xml: 6 tests, 0 errors, 0 failures, "
           "0 skipped\nbuild/pickpath_nav/test_results/pickpath_nav/cppcheck.xunit.xml: 1 test, 0 errors\n\n"
           "Summary: 11 tests, 0 errors, 0 failures, 0 skipped")
    s.bash("commit3", "git add -A && git commit -m 'pickpath_nav: AisleLayer costmap plugin for keepout and slow zones "
           "from zones.yaml'", "[main 1d9e6b4] pickpath_nav: AisleLayer costmap plugin for keepout and slow zones from "
           "zones.yaml\n 9 files changed, 402 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("bt", "Pick missions as a behaviour tree, BehaviorTree.CPP v3 (what Nav2 Humble ships). A mission is a "
             "list of pick lines (slot, pose, quantity) from Halden's WMS. For each line: drive to the pick face, "
             "wait for the picker to scan the slot and confirm on the tablet (90 s timeout), then the next line; at "
             "the end drive to pack station P3. If a pick face can't be reached after three attempts, or the picker "
             "times out, skip the line and report it as short-picked so the mission keeps moving.")
    s.write("btxml", "src/pickpath_bt/trees/pick_mission.xml", PICK_MISSION_XML_V1)
    s.write("waitnode", "src/pickpath_bt/src/wait_for_picker.cpp", WAIT_FOR_PICKER_CPP)
    s.prompt("btrule", "A rule for every BT node we write: tick() never blocks. Anything that waits is a "
             "StatefulActionNode that returns RUNNING from onRunning(); no sleeps, no spin_until_future_complete, no "
             "blocking service calls inside a node.")
    s.bash(None, "colcon build --symlink-install --packages-select pickpath_msgs pickpath_bt",
           colcon_ok(["pickpath_msgs", "pickpath_bt"], "1min 2s"))
    s.bash("btfail", "ros2 run pickpath_bt mission_executor --ros-args -p tree:=pick_mission.xml -p "
           "mission_file:=test/missions/m0001.yaml",
           "[INFO] [mission_executor]: loading plugins: pickpath_bt_nodes\n"
           "terminate called after throwing an instance of 'BT::RuntimeError'\n  what():  Error at line 10: -> Node "
           "not recognized: WaitForPicker\n[ros2run]: Aborted", code=134)
    s.grep("grepregister", "BT_REGISTER_NODES|registerNodeType", ["src/pickpath_bt/src/pick_nodes.cpp"])
    s.prompt("btwhy", "WaitForPicker is compiled into the library but never registered: BT_REGISTER_NODES in "
             "pick_nodes.cpp only registers NavigateToPickFace, ConfirmPick and the report nodes. Register it there.")
    s.edit("btfix", "src/pickpath_bt/src/pick_nodes.cpp",
           "  factory.registerNodeType<pickpath_bt::ConfirmPick>(\"ConfirmPick\");",
           "  factory.registerNodeType<pickpath_bt::ConfirmPick>(\"ConfirmPick\");\n"
           "  factory.registerNodeType<pickpath_bt::WaitForPicker>(\"WaitForPicker\");")
    s.bash("btok", "ros2 run pickpath_bt mission_executor --ros-args -p tree:=pick_mission.xml -p "
           "mission_file:=test/missions/m0001.yaml -p simulate_picker:=true",
           "[INFO] [mission_executor]: mission M-0001: 6 lines\n[INFO] [mission_executor]: line 1/6 A3-04-2: picked 2\n"
           "...\n[INFO] [mission_executor]: mission M-0001 done: 6 picked, 0 short, 7m 41s (sim)", minutes=9)
    s.bash(None, "ros2 topic echo --once /pickpath/mission_status",
           "mission_id: M-0001\nstate: DONE\nlines_total: 6\nlines_picked: 6\nlines_short: 0\n---")
    s.bash("test4", "colcon test --packages-select pickpath_bt && colcon test-result --verbose",
           "Summary: 1 package finished [18.2s]\nbuild/pickpath_bt/test_results/pickpath_bt/test_pick_tree.gtest.xml: "
           "9 tests, 0 errors, 0 failures, 0 skipped\n\nSummary: 14 tests, 0 errors, 0 failures, 0 skipped")
    s.bash("commit4", "git add -A && git commit -m 'pickpath_bt: pick mission tree, WaitForPicker, mission executor'",
           "[main 6a2f8e1] pickpath_bt: pick mission tree, WaitForPicker, mission executor\n 14 files changed, "
           "733 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("oscill", "Ines sent a screen recording from the sim: in aisle A3 the robot wobbles left and right the "
             "whole way down and crawls. Record a bag of a run through the aisle so we can look at what the controller "
             "does.")
    s.bash("bagrec", "ros2 bag record -o bags/dwb_aisle3 /tf /tf_static /scan /odom /cmd_vel /local_plan /plan "
           "/local_costmap/costmap", "[INFO] [rosbag2_recorder]: Press SPACE for pausing/resuming\n[INFO] "
           "[rosbag2_storage]: Opened database 'bags/dwb_aisle3/dwb_aisle3_0.db3' for READ_WRITE.\n[INFO] "
           "[rosbag2_recorder]: Subscribed to topic '/cmd_vel'\n...\n[INFO] [rosbag2_recorder]: Recording stopped",
           minutes=4)
    s.prompt("bagrule", "Bags: the default sqlite3 storage is fine, rqt_bag and our plot scripts read it. They go "
             "under bags/, which is in .gitignore: never commit a bag, not even a small one for a test; tests use "
             "synthetic messages.")
    s.bash("baginfo1", "ros2 bag info bags/dwb_aisle3",
           "Files:             dwb_aisle3_0.db3\nBag size:          1.1 GiB\nStorage id:        sqlite3\nDuration:   "
           "       94.217s\nStart:             Nov 10 2027 10:14:02.118\nEnd:               Nov 10 2027 10:15:36.335\n"
           "Messages:          412877\nTopic information: Topic: /cmd_vel | Type: geometry_msgs/msg/Twist | Count: "
           "1884\n                   Topic: /local_costmap/costmap | Type: nav_msgs/msg/OccupancyGrid | Count: 471")
    s.bash("plotcmd", "python3 tools/cmd_vel_stats.py bags/dwb_aisle3 --from-x 14 --to-x 46",
           "aisle A3 (x 14..46): 1241 cmd_vel msgs\nangular.z sign flips: 31\nmax |angular.z|: 0.92 rad/s\nmean "
           "linear.x: 0.41 m/s\nmin clearance to rack (costmap): 0.19 m")
    s.read("readparams", "src/pickpath_bringup/config/nav2_params.yaml", NAV2_PARAMS_S5)
    s.prompt("rpp", "With 0.55 m inflation in a 1.6 m aisle the robot has a free corridor about 0.2 m wide, and "
             "DWB's critics fight each other inside it: PathAlign pulls it to the centre, BaseObstacle pushes it off, "
             "31 direction changes in one aisle. We don't need a sampling controller between racks, we need one that "
             "tracks the path. Switch FollowPath to Regulated Pure Pursuit: desired_linear_vel 1.0, lookahead 0.6 to "
             "0.9 m, regulated velocity scaling on, rotate to heading on. And inflation_radius down to 0.35 with "
             "cost_scaling_factor 4.0.")
    multiedit(s, "rppedit", "src/pickpath_bringup/config/nav2_params.yaml", [
        ('      plugin: "dwb_core::DWBLocalPlanner"',
         '      plugin: "nav2_regulated_pure_pursuit_controller::RegulatedPurePursuitController"\n'
         '      desired_linear_vel: 1.0\n      lookahead_dist: 0.7\n      min_lookahead_dist: 0.6\n'
         '      max_lookahead_dist: 0.9\n      use_velocity_scaled_lookahead_dist: true\n'
         '      use_regulated_linear_velocity_scaling: true\n      use_rotate_to_heading: true\n'
         '      rotate_to_heading_min_angle: 0.785\n      max_angular_accel: 2.0\n      allow_reversing: false'),
        ('        inflation_radius: 0.55\n        cost_scaling_factor: 3.0',
         '        inflation_radius: 0.35\n        cost_scaling_factor: 4.0'),
    ])
    s.bash(None, "colcon build --symlink-install --packages-select pickpath_bringup",
           colcon_ok(["pickpath_bringup"], "1.2s"))
    s.bash("rppok", "python3 tools/aisle_run.py --aisle A3 --record bags/rpp_aisle3 && python3 tools/cmd_vel_stats.py "
           "bags/rpp_aisle3 --from-x 14 --to-x 46",
           "aisle A3 (x 14..46): 1197 cmd_vel msgs\nangular.z sign flips: 0\nmax |angular.z|: 0.08 rad/s\nmean "
           "linear.x: 0.94 m/s\nmin clearance to rack (costmap): 0.41 m", minutes=6)
    s.bash("mission2", "ros2 run pickpath_bt mission_executor --ros-args -p tree:=pick_mission.xml -p "
           "mission_file:=test/missions/m0002.yaml -p simulate_picker:=true",
           "[INFO] [mission_executor]: mission M-0002 done: 12 picked, 0 short, 11m 02s (sim)", minutes=12)
    s.bash(None, "colcon test && colcon test-result", colcon_test_ok(25, "1min 48s"))
    s.bash("commit5", "git add -A && git commit -m 'pickpath_bringup: Regulated Pure Pursuit instead of DWB, inflation "
           "0.35'", "[main b07c3d5] pickpath_bringup: Regulated Pure Pursuit instead of DWB, inflation 0.35\n "
           "3 files changed, 38 insertions(+), 27 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("base", "Ana Ribeiro's motor board firmware is ready: an STM32G474 running micro-ROS over USB CDC. It "
             "subscribes /cmd_vel and publishes /mcb/wheel_state (encoder ticks and wheel speeds, 100 Hz) and "
             "/mcb/status (battery, e-stop). On the Orin we run micro_ros_agent on the serial port, at 115200 baud as "
             "in Ana's defaults, and a base_bridge node that turns wheel state into /odom and the odom->base_link TF.")
    s.write("baselaunch", "src/pickpath_base/launch/base.launch.py",
            '"""micro-ROS agent for the motor board + base_bridge (wheel state -> /odom, TF)."""\nfrom launch import '
            'LaunchDescription\nfrom launch_ros.actions import Node\n\n\ndef generate_launch_description():\n'
            '    return LaunchDescription([\n        Node(package="micro_ros_agent", executable="micro_ros_agent", '
            'name="mcb_agent",\n             arguments=["serial", "--dev", "/dev/ttyACM0", "-b", "115200"]),\n'
            '        Node(package="pickpath_base", executable="base_bridge", name="base_bridge",\n'
            '             parameters=[{"wheel_radius": 0.0825, "track_width": 0.548, "ticks_per_rev": 4096}]),\n'
            '    ])\n')
    s.write("bridge", "src/pickpath_base/src/base_bridge.cpp", BASE_BRIDGE_CPP)
    s.bash(None, "colcon build --symlink-install --packages-select pickpath_msgs pickpath_base",
           colcon_ok(["pickpath_msgs", "pickpath_base"], "29.6s"))
    s.bash("hz1", "ros2 launch pickpath_base base.launch.py & sleep 10; ros2 topic hz /mcb/wheel_state -w 200",
           "[mcb_agent-1] [1825940721.118223] info     | TermiosAgentLinux.cpp | init | running...  | fd: 3\n"
           "[mcb_agent-1] [1825940721.402911] info     | Root.cpp | create_client | create | client_key: 0x5A3C11F2, "
           "session_id: 0x81\naverage rate: 37.912\n\tmin: 0.004s max: 0.212s std dev: 0.04410s window: 200")
    s.prompt("baud", "38 Hz with gaps of 200 ms instead of 100 Hz. Ana did the math: at 115200 baud the wheel state "
             "stream plus the XRCE-DDS overhead doesn't fit, the board drops samples. She flashed 921600; set the "
             "agent to 921600 too. And no more /dev/ttyACM0 roulette when the lidar enumerates first: a udev rule "
             "that links the board (her USB vendor/product id) to /dev/pickpath_base, and configs only ever name that.")
    s.edit("baudedit", "src/pickpath_base/launch/base.launch.py",
           'arguments=["serial", "--dev", "/dev/ttyACM0", "-b", "115200"]',
           'arguments=["serial", "--dev", "/dev/pickpath_base", "-b", "921600"]')
    s.write("udev", "src/pickpath_base/udev/99-pickpath.rules",
            '# PK-2 motor board (STM32G474, micro-ROS over USB CDC), Ana\'s firmware\nSUBSYSTEM=="tty", '
            'ATTRS{idVendor}=="0483", ATTRS{idProduct}=="5740", ATTRS{product}=="PK2 MCB", SYMLINK+="pickpath_base", '
            'MODE="0660", GROUP="dialout"\n')
    s.bash("hz2", "sudo udevadm control --reload && sudo udevadm trigger && ls -l /dev/pickpath_base && ros2 topic hz "
           "/mcb/wheel_state -w 200", "lrwxrwxrwx 1 root root 7 Nov 11 14:22 /dev/pickpath_base -> ttyACM1\n"
           "average rate: 99.947\n\tmin: 0.009s max: 0.011s std dev: 0.00031s window: 200")
    s.remember("membase", "PK-2 base: motor board is an STM32G474 with Ana Ribeiro's micro-ROS firmware over USB CDC, "
               "udev symlink /dev/pickpath_base (99-pickpath.rules), micro_ros_agent serial at 921600 baud (115200 "
               "dropped samples). Board topics: /cmd_vel in, /mcb/wheel_state at 100 Hz and /mcb/status out. "
               "base_bridge (pickpath_base) publishes /odom and odom->base_link; wheel radius 0.0825 m, track 0.548 m, "
               "4096 ticks/rev.", "PK-2 motor board and micro-ROS bridge", "fact")
    s.prompt("ci", "CI: GitHub Actions with industrial_ci, ROS_DISTRO humble, on pushes to main and on every PR. It "
             "runs the same colcon test as we do, so clang-format and flake8 failures break the build.")
    s.write("ciyml", ".github/workflows/ci.yml", CI_YML)
    s.bash("cifail", "git push origin ci-setup && gh run watch --exit-status",
           "✓ Set up job\n✓ Run actions/checkout@v4\nX Run ros-industrial/industrial_ci@master\n"
           "  ERROR: the following packages/stacks could not have their rosdep keys resolved\n"
           "  to system dependencies:\n  pickpath_base: Cannot locate rosdep definition for [micro_ros_agent]\n"
           "  'rosdep install' failed\nX industrial_ci (humble) in 3m41s", code=1, minutes=6)
    s.prompt("ciwhy", "micro_ros_agent has no Humble binary package, so rosdep can't resolve it; locally it only works "
             "because the dev container has it built from source. Don't skip the key: give industrial_ci an upstream "
             "workspace (dependencies.repos with micro-ROS-Agent on its humble branch) so CI builds it the same way.")
    s.edit("cifix", ".github/workflows/ci.yml", "      CCACHE_DIR: ${{ github.workspace }}/.ccache",
           "      CCACHE_DIR: ${{ github.workspace }}/.ccache\n      UPSTREAM_WORKSPACE: dependencies.repos")
    s.bash("cipass", "git push origin ci-setup && gh run watch --exit-status",
           "✓ Run ros-industrial/industrial_ci@master\n  upstream workspace: micro_ros_agent, micro_ros_msgs built\n"
           "  Summary: 25 tests, 0 errors, 0 failures, 0 skipped\n✓ industrial_ci (humble) in 14m32s", minutes=16)
    s.bash("commit6", "git add -A && git commit -m 'pickpath_base: micro-ROS agent at 921600 on /dev/pickpath_base, "
           "base_bridge; ci: industrial_ci (humble)'", "[main 4e8b1a0] pickpath_base: micro-ROS agent at 921600 on "
           "/dev/pickpath_base, base_bridge; ci: industrial_ci (humble)\n 11 files changed, 318 insertions(+)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("demoprep", "Demo today at 15:00: Ines and Kofi Mensah (on video from Venlo) watch a full pick mission in "
             "the hall B sim. Before that, names. The layer handles the forklift dock, fire exits and crossings, not "
             "aisles, so rename the class AisleLayer to ZoneLayer and aisle_layer.cpp/.hpp to zone_layer.cpp/.hpp; "
             "and robot.launch.py becomes bringup.launch.py, since it brings up everything, sim or real robot.")
    s.bash("gitmv", "git mv src/pickpath_nav/src/aisle_layer.cpp src/pickpath_nav/src/zone_layer.cpp && git mv "
           "src/pickpath_nav/include/pickpath_nav/aisle_layer.hpp src/pickpath_nav/include/pickpath_nav/zone_layer.hpp "
           "&& git mv src/pickpath_nav/aisle_layer_plugin.xml src/pickpath_nav/zone_layer_plugin.xml && git mv "
           "src/pickpath_bringup/launch/robot.launch.py src/pickpath_bringup/launch/bringup.launch.py && git status "
           "--short", "R  src/pickpath_bringup/launch/robot.launch.py -> src/pickpath_bringup/launch/bringup.launch.py\n"
           "R  src/pickpath_nav/aisle_layer_plugin.xml -> src/pickpath_nav/zone_layer_plugin.xml\n"
           "R  src/pickpath_nav/include/pickpath_nav/aisle_layer.hpp -> src/pickpath_nav/include/pickpath_nav/"
           "zone_layer.hpp\nR  src/pickpath_nav/src/aisle_layer.cpp -> src/pickpath_nav/src/zone_layer.cpp")
    s.grep("grepaisle", "AisleLayer|aisle_layer", ["src/pickpath_nav/src/zone_layer.cpp",
                                                   "src/pickpath_nav/include/pickpath_nav/zone_layer.hpp",
                                                   "src/pickpath_nav/zone_layer_plugin.xml",
                                                   "src/pickpath_nav/CMakeLists.txt",
                                                   "src/pickpath_nav/test/test_zone_fill.cpp",
                                                   "src/pickpath_bringup/config/nav2_params.yaml"])
    multiedit(s, "renameclass", "src/pickpath_nav/src/zone_layer.cpp", [
        ('#include "pickpath_nav/aisle_layer.hpp"', '#include "pickpath_nav/zone_layer.hpp"'),
        ("AisleLayer::AisleLayer() = default;", "ZoneLayer::ZoneLayer() = default;"),
        ('RCLCPP_INFO(logger_, "AisleLayer: loaded %zu zones', 'RCLCPP_INFO(logger_, "ZoneLayer: loaded %zu zones'),
        ("PLUGINLIB_EXPORT_CLASS(pickpath_nav::AisleLayer, nav2_costmap_2d::Layer)",
         "PLUGINLIB_EXPORT_CLASS(pickpath_nav::ZoneLayer, nav2_costmap_2d::Layer)"),
    ])
    s.bash(None, "sed -i 's/AisleLayer/ZoneLayer/g; s/aisle_layer/zone_layer/g' src/pickpath_nav/src/zone_layer.cpp "
           "src/pickpath_nav/include/pickpath_nav/zone_layer.hpp src/pickpath_nav/zone_layer_plugin.xml "
           "src/pickpath_nav/CMakeLists.txt src/pickpath_nav/test/test_zone_fill.cpp && colcon build --symlink-install "
           "--packages-select pickpath_nav pickpath_bringup", colcon_ok(["pickpath_nav", "pickpath_bringup"], "44.0s"))
    s.bash("renamefail", "ros2 launch pickpath_bringup bringup.launch.py sim:=true 2>&1 | grep -m1 FATAL",
           "[planner_server-10] [FATAL] [1826011302.330118004] [global_costmap.global_costmap]: Failed to create "
           "plugin aisle_layer of type pickpath_nav::AisleLayer, exception: According to the loaded plugin "
           "descriptions the class pickpath_nav::AisleLayer with base class type nav2_costmap_2d::Layer does not "
           "exist. Declared types are  nav2_costmap_2d::InflationLayer nav2_costmap_2d::ObstacleLayer "
           "nav2_costmap_2d::RangeSensorLayer nav2_costmap_2d::StaticLayer nav2_costmap_2d::VoxelLayer "
           "pickpath_nav::ZoneLayer", code=1)
    s.prompt("renamewhy", "Same loading error as last Friday but not the same bug: the export is there and "
             "pickpath_nav::ZoneLayer is in the declared types. It's our nav2_params.yaml that still asks for "
             "pickpath_nav::AisleLayer, the sed didn't touch the bringup config. Fix the plugin name and call the "
             "layer key zone_layer.")
    s.edit("paramsfix", "src/pickpath_bringup/config/nav2_params.yaml",
           '      plugins: ["static_layer", "aisle_layer", "obstacle_layer", "inflation_layer"]\n      aisle_layer:\n'
           '        plugin: "pickpath_nav::AisleLayer"',
           '      plugins: ["static_layer", "zone_layer", "obstacle_layer", "inflation_layer"]\n      zone_layer:\n'
           '        plugin: "pickpath_nav::ZoneLayer"')
    s.bash("mission3", "ros2 launch pickpath_bringup bringup.launch.py sim:=true & sleep 45; ros2 run pickpath_bt "
           "mission_executor --ros-args -p mission_file:=test/missions/m0003.yaml -p simulate_picker:=true",
           "[INFO] [global_costmap.global_costmap]: ZoneLayer: loaded 14 zones\n[INFO] [mission_executor]: mission "
           "M-0003 done: 14 picked, 0 short, 9m 12s (sim)", minutes=11)
    s.bash("commit7", "git add -A && git commit -m 'pickpath_nav: AisleLayer -> ZoneLayer; pickpath_bringup: "
           "robot.launch.py -> bringup.launch.py'", "[main 92d5f3c] pickpath_nav: AisleLayer -> ZoneLayer; "
           "pickpath_bringup: robot.launch.py -> bringup.launch.py\n 8 files changed, 31 insertions(+), 31 "
           "deletions(-)\n rename src/pickpath_bringup/launch/{robot.launch.py => bringup.launch.py} (100%)\n rename "
           "src/pickpath_nav/src/{aisle_layer.cpp => zone_layer.cpp} (94%)")
    s.prompt("demoout", "Demo went well, Kofi is happy with the mission flow. His condition for the site test: no "
             "faster than 0.8 m/s anywhere in hall B, their safety rule for vehicles in areas with people on foot. "
             "So desired_linear_vel 0.8 and the velocity smoother capped at 0.8 too. Site test stays Tuesday 16 and "
             "Wednesday 17 November, day shift 07:00-15:00.", minutes=330)
    multiedit(s, "speedcap", "src/pickpath_bringup/config/nav2_params.yaml", [
        ("      desired_linear_vel: 1.0", "      desired_linear_vel: 0.8  # Halden: max 0.8 m/s in hall B"),
        ("    max_velocity: [1.2, 0.0, 1.0]", "    max_velocity: [0.8, 0.0, 1.0]"),
    ])
    s.remember("memdemo", "Demo on Friday 12 November 2027 (Ines Albrecht, Kofi Mensah of Halden on video): full pick "
               "mission in the hall B sim, accepted. Halden's condition: PK-2 never faster than 0.8 m/s in hall B "
               "(desired_linear_vel and velocity smoother max 0.8). Site test in Venlo on Tuesday 16 and Wednesday "
               "17 November, day shift 07:00-15:00.", "demo outcome and site test conditions", "event")
    s.bash("commit7b", "git add -A && git commit -m 'pickpath_bringup: cap speed at 0.8 m/s (Halden rule)'",
           "[main a3c7e90] pickpath_bringup: cap speed at 0.8 m/s (Halden rule)\n 1 file changed, 2 insertions(+), "
           "2 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("real", "Robot day: PK-2 #3 is on the bench with Ana's firmware and a freshly flashed Orin. Bring it up "
             "for real with bringup.launch.py sim:=false plus the base launch, and send it to a goal in our office "
             "test area.")
    s.bash("tf2fail", "ros2 launch pickpath_bringup bringup.launch.py sim:=false 2>&1 | grep -m2 WARN",
           "[controller_server-9] [WARN] [1826268761.902114553] [local_costmap.local_costmap]: Timed out waiting for "
           "transform from base_link to odom to become available, tf error: Lookup would require extrapolation into "
           "the future.  Requested time 1826268761.811736 but the latest data is at time 1826268761.402190, when "
           "looking up transform from frame [base_link] to frame [odom]\n[amcl-7] [WARN] [amcl]: Failed to transform "
           "initial pose in time (Lookup would require extrapolation into the future.)", code=1, minutes=5)
    s.bash(None, "ros2 param get /ekf_filter_node use_sim_time && ros2 param get /base_bridge use_sim_time",
           "Boolean value is: False\nBoolean value is: False")
    s.bash("stampcheck", "for i in 1 2 3; do ros2 topic echo --once --field header.stamp /mcb/wheel_state; date "
           "+%s.%N; sleep 60; done", "sec: 1826269090\nnanosec: 118402000\n1826269090.529871204\n---\n"
           "sec: 1826269150\nnanosec: 121907000\n1826269150.535014388\n---\nsec: 1826269210\nnanosec: 125118000\n"
           "1826269210.540231947", minutes=4)
    s.prompt("tfwhy2", "The same extrapolation warning as in the sim two weeks ago, but use_sim_time is false "
             "everywhere, so a different cause: the wheel state stamps come from the STM32's own clock, which is "
             "0.41 s behind the Orin and drifts about 2 ms a minute; the firmware never calls rmw_uros_sync_session. "
             "base_bridge copies that stamp into /odom and the TF, so odom->base_link is always 0.41 s old. Ana adds "
             "the time sync to the firmware (every 10 s); until that's flashed on all robots, base_bridge stamps "
             "odometry with the Orin's clock when the message arrives.")
    s.read(None, "src/pickpath_base/src/base_bridge.cpp", BASE_BRIDGE_CPP)
    s.edit("stampfix", "src/pickpath_base/src/base_bridge.cpp",
           "    odom.header.stamp = msg.header.stamp;  // the board's time of the encoder sample",
           "    // the board's clock is not synced with the Orin (0.41 s behind on 15 Nov): stamp on receipt\n"
           "    odom.header.stamp = now();")
    s.lesson("lessonclock", "'Extrapolation into the future' on the real robot with use_sim_time false everywhere: "
             "compare header stamps of the micro-ROS topics with `date +%s.%N` on the host. An MCU that never called "
             "rmw_uros_sync_session stamps with its own clock (PK-2: 0.41 s behind, drifting); sync the session in "
             "firmware or stamp on receipt.", "pickpath: PK-2 #3 bench bring-up on 15 November, odom TF too old")
    s.bash("drive1", "ros2 action send_goal /navigate_to_pose nav2_msgs/action/NavigateToPose \"{pose: {header: "
           "{frame_id: map}, pose: {position: {x: 12.4, y: 1.0}}}}\" --feedback | tail -3",
           "    distance_remaining: 0.04\nResult:\n    error_code: 0\n\nGoal finished with status: SUCCEEDED")
    s.prompt("bags", "For the site test we need bags we can trust. Friday's sqlite3 bag from the sim demo was 3.8 GB "
             "for 20 minutes, and the one from this morning's bench run, when the e-stop cut the Orin's power, is "
             "unreadable. Switch to mcap with zstd compression, split every 5 minutes, and record only the topics we "
             "debug with; no camera images.")
    s.bash("bagcorrupt", "ros2 bag info bags/bench_20271115_0912", "",
           "[ERROR] [1826270522.114502881] [rosbag2_storage]: Could not read-only open database. SQLite error (11): "
           "database disk image is malformed\n[ERROR] [rosbag2_storage]: Could not open 'bags/bench_20271115_0912' "
           "with 'sqlite3'. Error: Failed to setup storage.", code=1)
    s.write("baglaunch", "src/pickpath_bringup/launch/bag_record.launch.py", BAG_RECORD_LAUNCH_PY)
    s.bash("baginfo2", "ros2 launch pickpath_bringup bag_record.launch.py out:=bags/bench_mcap & sleep 1200; kill %1; "
           "ros2 bag info bags/bench_mcap | head -6", "Files:             bench_mcap_0.mcap\n                   "
           "bench_mcap_1.mcap\n                   bench_mcap_2.mcap\n                   bench_mcap_3.mcap\n"
           "Bag size:          212.6 MiB\nStorage id:        mcap\nDuration:          1200.004s", minutes=21)
    s.bash(None, "colcon test && colcon test-result", colcon_test_ok(27, "1min 51s"))
    s.bash("commit8", "git add -A && git commit -m 'pickpath_base: stamp odom on receipt; pickpath_bringup: mcap bag "
           "recording'", "[main d2e90b7] pickpath_base: stamp odom on receipt; pickpath_bringup: mcap bag recording\n"
           " 4 files changed, 61 insertions(+), 3 deletions(-)")
    s.bash("tag", "git tag -a v0.3.0 -m 'site test build, Halden Venlo 16-17 Nov' && git push origin main v0.3.0 && "
           "docker build -t ghcr.io/corvid-robotics/pickpath:0.3.0 -f docker/Dockerfile . && docker push "
           "ghcr.io/corvid-robotics/pickpath:0.3.0", "To github.com:corvid-robotics/pickpath.git\n   a3c7e90..d2e90b7  "
           "main -> main\n * [new tag]         v0.3.0 -> v0.3.0\n...\n0.3.0: digest: sha256:9f2a41c7d0e3... size: 5124",
           minutes=14)
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("site1", "On site at Halden in Venlo, hall B, 07:10. The robot is up and drives, but RViz on my laptop "
             "sees nothing from it over their Wi-Fi (the VLAN 412 SSID that Joris de Wit from Halden IT set up for us). "
             "ros2 node list on the laptop is empty.")
    s.bash("nodelist", "ros2 node list; ros2 multicast receive & sleep 5; ssh pk2-03 'ros2 multicast send'; wait",
           "Waiting for UDP multicast datagram...\n[timeout]", code=1)
    s.bash("ping", "ping -c 3 10.40.12.21", "64 bytes from 10.40.12.21: icmp_seq=1 ttl=64 time=4.8 ms\n64 bytes from "
           "10.40.12.21: icmp_seq=2 ttl=64 time=6.1 ms\n64 bytes from 10.40.12.21: icmp_seq=3 ttl=64 time=5.2 ms\n"
           "3 packets transmitted, 3 received, 0% packet loss")
    s.prompt("ddswhy", "Joris confirms their Aruba controller drops multicast on the warehouse SSIDs, and they won't "
             "change that for us. CycloneDDS discovery relies on multicast. We could list unicast peers in "
             "cyclonedds.xml, but then every tablet and laptop needs a config edit whenever a device is added. Fast "
             "DDS has a discovery server made for exactly this: run it on the robot on port 11811 and point "
             "everything else at it with ROS_DISCOVERY_SERVER. We drop CycloneDDS and go to rmw_fastrtps_cpp "
             "everywhere, robot and laptops alike; one middleware, not two.")
    multiedit(s, "rmwedit", "docker/Dockerfile", [
        ("    RMW_IMPLEMENTATION=rmw_cyclonedds_cpp \\\n    CYCLONEDDS_URI=file:///etc/pickpath/cyclonedds.xml \\\n",
         "    RMW_IMPLEMENTATION=rmw_fastrtps_cpp \\\n"
         "    FASTRTPS_DEFAULT_PROFILES_FILE=/etc/pickpath/fastdds_super_client.xml \\\n"),
        ("        ros-humble-rmw-cyclonedds-cpp \\\n", "        ros-humble-rmw-fastrtps-cpp \\\n"),
    ])
    s.write("discosvc", "src/pickpath_bringup/systemd/fastdds-discovery.service",
            "[Unit]\nDescription=Fast DDS discovery server for pickpath (Halden Wi-Fi drops multicast)\n"
            "After=network-online.target\n\n[Service]\nUser=dev\nExecStart=/opt/ros/humble/bin/fastdds discovery "
            "-i 0 -l 0.0.0.0 -p 11811\nRestart=always\n\n[Install]\nWantedBy=multi-user.target\n")
    s.bash("nodesok", "export ROS_DISCOVERY_SERVER=10.40.12.21:11811 && ros2 daemon stop && ros2 node list | head -6",
           "/amcl\n/base_bridge\n/bt_navigator\n/controller_server\n/ekf_filter_node\n/mcb_agent")
    s.remember("memnet", "Halden hall B network: robot PK-2 #3 at 10.40.12.21 on the VLAN 412 SSID set up by Joris "
               "de Wit (Halden IT). Their Aruba Wi-Fi drops multicast, so pickpath uses Fast DDS (rmw_fastrtps_cpp) "
               "with a discovery server on the robot, port 11811 (fastdds-discovery.service); laptops and tablets "
               "set ROS_DISCOVERY_SERVER=10.40.12.21:11811 and the super client profile for ros2 CLI. CycloneDDS is "
               "gone.", "Halden site network and DDS discovery", "fact")
    s.bash("day1", "python3 tools/shift_report.py --date 2027-11-16 --bags /data/bags",
           "shift 2027-11-16 07:00-15:00\nmissions: 9\npick lines: 87\npicked: 81\nshort: 6 (unreachable pick face: "
           "4, picker timeout: 2)\ndistance driven: 6.9 km\nmean mission time: 24m 10s\nprotective stops: 3",
           minutes=460)
    s.prompt("day1notes", "Day 1 numbers are fine for a first day. The four unreachable pick faces were pallets left "
             "in the aisle, that's the process, not us. The two picker timeouts were heavy lines, the pickers needed "
             "longer than 90 s; we'll see tomorrow.")
    s.bash("commit9", "git add -A && git commit -m 'pickpath_bringup: Fast DDS discovery server instead of CycloneDDS "
           "multicast'", "[main 5f14c2a] pickpath_bringup: Fast DDS discovery server instead of CycloneDDS multicast\n "
           "5 files changed, 47 insertions(+), 12 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("incident", "Incident at 10:42: on mission M-0117 the mast of the robot scraped a pallet that stuck out "
             "of rack B-14 into the aisle at about 1.1 m height. Nothing fell, nobody hurt, but Kofi stopped the test "
             "until after lunch. The bag recorder was running; find out why the robot didn't see it.")
    s.bash("incbag", "ros2 bag info /data/bags/pk2_20271117_104000 | head -5",
           "Files:             pk2_20271117_104000_0.mcap\nBag size:          58.3 MiB\nStorage id:        mcap\n"
           "Duration:          300.001s\nStart:             Nov 17 2027 10:40:00.412")
    s.bash("incscan", "python3 tools/scan_at.py /data/bags/pk2_20271117_104000 --time 10:42:13 --sector -20:20",
           "10:42:13.200 /scan front sector (-20..20 deg): min range 1.84 m (rack upright B-15)\nlocal costmap cells "
           "ahead within 0.6 m: free 412, inscribed 0, lethal 0\n/cmd_vel at 10:42:13.2: linear.x 0.62 angular.z 0.01\n"
           "/mcb/status 10:42:13.9: bumper_front TRUE -> protective stop")
    s.prompt("overhangwhy", "The lidar is mounted at 0.25 m and scans a single plane, so a pallet overhang at 1.1 m is "
             "invisible to it: the local costmap was empty where the pallet was. The RealSense D435 on the mast has "
             "been there since the start and we never fed it to Nav2. Add its point cloud to the local costmap as a "
             "VoxelLayer: min_obstacle_height 0.05, max_obstacle_height 1.9 (the mast is 1.75 m), 0.05 m voxels.")
    multiedit(s, "voxel", "src/pickpath_bringup/config/nav2_params.yaml", [
        ('      plugins: ["obstacle_layer", "inflation_layer"]',
         '      plugins: ["obstacle_layer", "voxel_layer", "inflation_layer"]'),
        ('      inflation_layer:\n        plugin: "nav2_costmap_2d::InflationLayer"\n        inflation_radius: 0.35',
         '      voxel_layer:\n        plugin: "nav2_costmap_2d::VoxelLayer"\n        enabled: true\n'
         '        publish_voxel_map: true\n        origin_z: 0.0\n        z_resolution: 0.05\n        z_voxels: 38\n'
         '        max_obstacle_height: 1.9\n        mark_threshold: 0\n        observation_sources: mast_camera\n'
         '        mast_camera:\n          topic: /mast_camera/depth/color/points\n          data_type: "PointCloud2"\n'
         '          min_obstacle_height: 0.05\n          max_obstacle_height: 1.9\n          obstacle_max_range: 3.0\n'
         '          marking: true\n          clearing: true\n      inflation_layer:\n'
         '        plugin: "nav2_costmap_2d::InflationLayer"\n        inflation_radius: 0.35'),
    ])
    s.bash("overhangok", "python3 tools/aisle_run.py --aisle B14 --record /data/bags/overhang_test && python3 "
           "tools/scan_at.py /data/bags/overhang_test --event stop", "obstacle in local costmap at 1.08-1.21 m height "
           "(voxel_layer), 2.7 m ahead\nrobot slowed from 0.8 to 0.21 m/s, replanned around, min distance to "
           "overhang 0.52 m\nno bumper contact", minutes=25)
    s.lesson("lessonoverhang", "A 2D lidar near the floor (PK-2: 0.25 m) cannot see anything above its scan plane, "
             "such as pallet overhangs at 1.1 m: the costmap stays clear. Put a depth camera into the local costmap as "
             "a VoxelLayer covering the robot's full height (0.05-1.9 m) before driving among racks.",
             "pickpath: PK-2 scraped a pallet overhang at rack B-14 during the Halden site test, 17 November 10:42")
    s.write("incnote", "docs/incidents/2027-11-17-rack-b14.md",
            "# 17 November 2027, 10:42: PK-2 #3 scraped a pallet at rack B-14 (Halden, Venlo)\n\n"
            "- **What:** on mission M-0117 the mast touched a pallet protruding ~0.3 m into the aisle at ~1.1 m "
            "height; front bumper protective stop. No damage to goods, no one nearby.\n- **Why:** the only obstacle "
            "source in the local costmap was the 2D lidar at 0.25 m height; the overhang was above its scan plane.\n"
            "- **Fix:** RealSense D435 point cloud added as a VoxelLayer (0.05-1.9 m). Tested at B-14 with the same "
            "pallet: robot slows and passes at 0.52 m.\n- **Test stopped:** 10:45-12:30 by Kofi Mensah.\n")
    s.prompt("timeout", "Two more things from today. Five picker timeouts this morning: 90 s is too short for the "
             "heavy lines, make it 150 s. And Kofi doesn't want short picks any more: after a timeout or an "
             "unreachable pick face the robot must not skip the line; it parks at the pick face and calls a "
             "supervisor on the tablet (CallSupervisor), and only the supervisor decides skip or retry.")
    multiedit(s, "btedit", "src/pickpath_bt/trees/pick_mission.xml", [
        ('<WaitForPicker slot="{line.slot}" timeout_s="90"/>', '<WaitForPicker slot="{line.slot}" timeout_s="150"/>'),
        ('        <Fallback name="pick_or_skip">', '        <Fallback name="pick_or_supervisor">'),
        ('          <ReportShortPick slot="{line.slot}" reason="{last_failure}"/>',
         '          <Sequence name="supervisor">\n            <ParkAtPickFace slot="{line.slot}"/>\n'
         '            <CallSupervisor slot="{line.slot}" reason="{last_failure}" decision="{decision}"/>\n'
         '            <ApplySupervisorDecision decision="{decision}" slot="{line.slot}"/>\n          </Sequence>'),
    ])
    s.bash("day2", "python3 tools/shift_report.py --date 2027-11-17 --bags /data/bags --from 12:30",
           "shift 2027-11-17 12:30-15:00\nmissions: 6\npick lines: 58\npicked: 57\nshort: 0\nsupervisor calls: 1 "
           "(picker timeout, retried, picked)\ndistance driven: 4.1 km\nprotective stops: 0", minutes=220)
    s.remember("memsite", "Halden site test, 16-17 November 2027, hall B: day 1 9 missions, 87 lines, 81 picked (6 "
               "short); day 2 morning stopped by Kofi after the 10:42 incident (mast scraped a pallet overhang at rack "
               "B-14, fixed with the D435 voxel layer); day 2 afternoon 6 missions, 58 lines, 57 picked, 1 supervisor "
               "call. Kofi wants the incident report by Friday 19 November; second visit planned for Tuesday 7 "
               "December with the next release.", "site test results at Halden", "event")
    s.bash("commit10", "git add -A && git commit -m 'pickpath_bringup: D435 voxel layer; pickpath_bt: picker timeout "
           "150 s, supervisor instead of short pick'", "[main 7b3e0d8] pickpath_bringup: D435 voxel layer; pickpath_bt: "
           "picker timeout 150 s, supervisor instead of short pick\n 9 files changed, 164 insertions(+), 9 "
           "deletions(-)")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.bash(None, "git status && git log --oneline -2", "On branch main\nnothing to commit, working tree clean\n"
           "7b3e0d8 pickpath_bringup: D435 voxel layer; pickpath_bt: picker timeout 150 s, supervisor instead of "
           "short pick\n5f14c2a pickpath_bringup: Fast DDS discovery server instead of CycloneDDS multicast")
    s.prompt("jazzy", "Change of plan from Ines on Friday: we move to Jazzy now instead of some time after the second "
             "visit. JetPack 7 with Ubuntu 24.04 is now on all the Orins, Humble has had no security fixes since May, "
             "and Halden's pilot contract asks for a supported OS for its two years. Base image "
             "osrf/ros:jazzy-desktop-full, Gazebo Harmonic instead of Fortress, and Nav2 Jazzy means BehaviorTree.CPP "
             "4. The second visit on 7 December runs on Jazzy.")
    s.grep(None, "humble", ["docker/Dockerfile", ".devcontainer/devcontainer.json", ".github/workflows/ci.yml",
                            "dependencies.repos", "src/pickpath_bringup/systemd/fastdds-discovery.service"])
    s.glob(None, "src/*/package.xml", [f"src/{p}/package.xml" for p in PKGS])
    multiedit(s, "dockerjazzy", "docker/Dockerfile", [
        ("FROM osrf/ros:humble-desktop-full", "FROM osrf/ros:jazzy-desktop-full"),
        ("    ROS_DISTRO=humble \\", "    ROS_DISTRO=jazzy \\"),
        ("        ros-humble-navigation2 \\\n        ros-humble-nav2-bringup \\\n        ros-humble-ros-gz \\\n",
         "        ros-jazzy-navigation2 \\\n        ros-jazzy-nav2-bringup \\\n        ros-jazzy-ros-gz \\\n"
         "        ros-jazzy-behaviortree-cpp \\\n"),
    ])
    s.bash("dockerbuildj", "docker build -t pickpath-dev:jazzy -f docker/Dockerfile .",
           "[+] Building 701.9s (14/14) FINISHED\n => [1/8] FROM docker.io/osrf/ros:jazzy-desktop-full\n"
           " => => naming to docker.io/library/pickpath-dev:jazzy", minutes=12)
    s.bash("btv4fail", "colcon build --symlink-install --packages-select pickpath_bt",
           "Starting >>> pickpath_bt\n--- stderr: pickpath_bt\n/home/dev/ws/src/pickpath_bt/src/wait_for_picker.cpp:9:"
           "61: error: 'NodeConfiguration' in namespace 'BT' does not name a type; did you mean 'NodeConfig'?\n"
           "    9 | WaitForPicker::WaitForPicker(const std::string & name, const BT::NodeConfiguration & config)\n"
           "/home/dev/ws/src/pickpath_bt/src/pick_nodes.cpp:3:10: fatal error: behaviortree_cpp_v3/bt_factory.h: No "
           "such file or directory\ngmake[2]: *** [CMakeFiles/pickpath_bt_nodes.dir/build.make:90] Error 1\n---\n"
           "Failed   <<< pickpath_bt [6.12s, exited with code 2]", code=2)
    s.prompt("btv4why", "BehaviorTree.CPP 4 renamed the package to behaviortree_cpp (headers under "
             "behaviortree_cpp/), NodeConfiguration became NodeConfig, and trees need BTCPP_format=\"4\" on the root. "
             "Port our nodes; keep the tree logic exactly as it is.")
    multiedit(s, "btport", "src/pickpath_bt/src/wait_for_picker.cpp", [
        ("WaitForPicker::WaitForPicker(const std::string & name, const BT::NodeConfiguration & config)",
         "WaitForPicker::WaitForPicker(const std::string & name, const BT::NodeConfig & config)"),
        ('    BT::InputPort<double>("timeout_s", 90.0, "how long to wait for the picker before failing"),',
         '    BT::InputPort<double>("timeout_s", 150.0, "how long to wait for the picker before failing"),'),
    ])
    s.bash(None, "grep -rl behaviortree_cpp_v3 src/pickpath_bt | xargs sed -i 's/behaviortree_cpp_v3/behaviortree_cpp/g'"
           " && grep -rn behaviortree_cpp_v3 src/ | wc -l", "0")
    s.edit("btformat", "src/pickpath_bt/trees/pick_mission.xml", '<root main_tree_to_execute="PickMission">',
           '<root BTCPP_format="4" main_tree_to_execute="PickMission">')
    s.bash("buildjazzy", "colcon build --symlink-install", colcon_ok(PKGS, "3min 12s"), minutes=4)
    s.bash("simjazzy", "ros2 launch pickpath_bringup bringup.launch.py sim:=true & sleep 60; ros2 run pickpath_bt "
           "mission_executor --ros-args -p mission_file:=test/missions/m0003.yaml -p simulate_picker:=true",
           "[INFO] [gz_sim]: Gazebo Sim Server v8.6.0 (Harmonic)\n[INFO] [global_costmap.global_costmap]: ZoneLayer: "
           "loaded 14 zones\n[INFO] [mission_executor]: mission M-0201 done: 14 picked, 0 short, 0 supervisor calls, "
           "9m 48s (sim)", minutes=12)
    s.edit("cidistro", ".github/workflows/ci.yml",
           "    runs-on: ubuntu-22.04\n", "    runs-on: ubuntu-24.04\n", minutes=2)
    s.edit("cidistro2", ".github/workflows/ci.yml", "          - ROS_DISTRO: humble\n", "          - ROS_DISTRO: jazzy\n",
           minutes=1)
    s.bash("cijazzy", "git push origin jazzy && gh run watch --exit-status",
           "✓ Run ros-industrial/industrial_ci@master\n  Summary: 27 tests, 0 errors, 0 failures, 0 skipped\n"
           "✓ industrial_ci (jazzy) in 16m05s", minutes=18)
    s.remember("memjazzy", "pickpath moved from ROS 2 Humble to Jazzy on 23 November 2027 (Ines Albrecht's decision: "
               "JetPack 7 / Ubuntu 24.04 on the Orins, Humble unsupported since May, Halden's pilot contract needs a "
               "supported OS): dev image osrf/ros:jazzy-desktop-full, Gazebo Harmonic, BehaviorTree.CPP 4 "
               "(behaviortree_cpp, NodeConfig, BTCPP_format=\"4\"), CI industrial_ci with ROS_DISTRO jazzy on "
               "ubuntu-24.04. The second Halden visit on 7 December runs on Jazzy.", "ROS distribution: Jazzy",
               "decision")
    s.bash("commit11", "git add -A && git commit -m 'workspace: move to ROS 2 Jazzy (Gazebo Harmonic, BT.CPP 4); ci: "
           "jazzy'", "[jazzy e61a2f4] workspace: move to ROS 2 Jazzy (Gazebo Harmonic, BT.CPP 4); ci: jazzy\n 19 "
           "files changed, 88 insertions(+), 71 deletions(-)")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-11-01T09:10:00", "0c4a7e21-5b93-4f1d-8a26-31d7e9b03801", s1),    # Mon
    ("s2", "2027-11-03T09:40:00", "1d5b8f32-6ca4-402e-9b37-42e8fac13802", s2),    # Wed
    ("s3", "2027-11-05T13:15:00", "2e6c9043-7db5-413f-ac48-53f90bd23803", s3),    # Fri
    ("s4", "2027-11-08T09:20:00", "3f7da154-8ec6-4240-bd59-640a1ce33804", s4),    # Mon
    ("s5", "2027-11-10T10:05:00", "408eb265-9fd7-4351-ce6a-751b2df43805", s5),    # Wed
    ("s6", "2027-11-11T13:30:00", "519fc376-a0e8-4462-df7b-862c3e053806", s6),    # Thu
    ("s7", "2027-11-12T09:00:00", "62a0d487-b1f9-4573-e08c-973d4f163807", s7),    # Fri (demo 15:00)
    ("s8", "2027-11-15T08:45:00", "73b1e598-c20a-4684-f19d-a84e50273808", s8),    # Mon (v0.3.0)
    ("s9", "2027-11-16T06:10:00", "84c2f6a9-d31b-4795-02ae-b95f61383809", s9),    # Tue (site test day 1)
    ("s10", "2027-11-17T09:50:00", "95d307ba-e42c-48a6-13bf-ca6072493810", s10),  # Wed (site test day 2)
    ("s11", "2027-11-23T08:30:00", "a6e418cb-f53d-49b7-24c0-db71835a3811", s11),  # Tue (Jazzy)
]

#: When the questions are asked: Monday morning after the last session (a Tuesday).
ASKED_AT = "2027-11-29T08:30:00Z"
