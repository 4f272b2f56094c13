"""Whole files the agent reads or writes in the pickpath history (bench/agentdev38/sessions.py)."""
from __future__ import annotations

DOCKERFILE = """# pickpath dev container: the same image builds the workspace in CI and on the robots (Jetson AGX Orin).
FROM osrf/ros:humble-desktop-full

ARG USERNAME=dev
ARG USER_UID=1000
ARG USER_GID=$USER_UID

ENV DEBIAN_FRONTEND=noninteractive \\
    ROS_DISTRO=humble \\
    ROS_DOMAIN_ID=42 \\
    COLCON_HOME=/etc/colcon

RUN apt-get update && apt-get install -y --no-install-recommends \\
        python3-colcon-common-extensions \\
        python3-colcon-mixin \\
        python3-vcstool \\
        python3-pip \\
        clang-format-14 \\
        gdb \\
        less \\
        tmux \\
        ros-humble-navigation2 \\
        ros-humble-nav2-bringup \\
        ros-humble-ros-gz \\
        ros-humble-robot-localization \\
        ros-humble-rmw-cyclonedds-cpp \\
        ros-humble-rosbag2-storage-mcap \\
        ros-humble-foxglove-bridge \\
    && rm -rf /var/lib/apt/lists/*

RUN groupadd --gid $USER_GID $USERNAME \\
    && useradd --uid $USER_UID --gid $USER_GID -m $USERNAME -s /bin/bash \\
    && echo "$USERNAME ALL=(root) NOPASSWD:ALL" > /etc/sudoers.d/$USERNAME \\
    && usermod -aG dialout $USERNAME

# rosdep: the workspace's package.xml files are the only source of dependencies
COPY src /tmp/ws/src
RUN rosdep update --rosdistro $ROS_DISTRO \\
    && rosdep install --from-paths /tmp/ws/src --ignore-src -y --rosdistro $ROS_DISTRO \\
    && rm -rf /tmp/ws

COPY docker/colcon-defaults.yaml /etc/colcon/defaults.yaml
COPY docker/entrypoint.sh /entrypoint.sh

USER $USERNAME
WORKDIR /home/$USERNAME/ws
ENTRYPOINT ["/entrypoint.sh"]
CMD ["bash"]
"""

NAV2_PARAMS_V1 = """# pickpath Nav2 parameters (Humble), PK-2 in Halden hall B
amcl:
  ros__parameters:
    use_sim_time: true
    base_frame_id: "base_link"
    odom_frame_id: "odom"
    global_frame_id: "map"
    scan_topic: /scan
    robot_model_type: "nav2_amcl::DifferentialMotionModel"
    max_particles: 2000
    min_particles: 500
    laser_max_range: 25.0
    laser_model_type: "likelihood_field"
    update_min_a: 0.2
    update_min_d: 0.15
    set_initial_pose: false

bt_navigator:
  ros__parameters:
    use_sim_time: true
    global_frame: map
    robot_base_frame: base_link
    odom_topic: /odometry/filtered
    default_server_timeout: 20
    plugin_lib_names:
      - nav2_compute_path_to_pose_action_bt_node
      - nav2_follow_path_action_bt_node
      - nav2_clear_costmap_service_bt_node
      - nav2_rate_controller_bt_node
      - nav2_recovery_node_bt_node
      - nav2_pipeline_sequence_bt_node
      - nav2_round_robin_node_bt_node

controller_server:
  ros__parameters:
    use_sim_time: true
    controller_frequency: 20.0
    min_x_velocity_threshold: 0.001
    min_theta_velocity_threshold: 0.001
    failure_tolerance: 0.3
    progress_checker_plugin: "progress_checker"
    goal_checker_plugins: ["general_goal_checker"]
    controller_plugins: ["FollowPath"]
    progress_checker:
      plugin: "nav2_controller::SimpleProgressChecker"
      required_movement_radius: 0.5
      movement_time_allowance: 10.0
    general_goal_checker:
      plugin: "nav2_controller::SimpleGoalChecker"
      xy_goal_tolerance: 0.05
      yaw_goal_tolerance: 0.10
      stateful: true
    FollowPath:
      plugin: "dwb_core::DWBLocalPlanner"
      debug_trajectory_details: false
      min_vel_x: 0.0
      max_vel_x: 1.2
      max_vel_theta: 1.0
      min_speed_xy: 0.0
      max_speed_xy: 1.2
      min_speed_theta: 0.0
      acc_lim_x: 0.8
      acc_lim_theta: 2.0
      decel_lim_x: -1.0
      decel_lim_theta: -2.0
      vx_samples: 20
      vtheta_samples: 20
      sim_time: 1.5
      xy_goal_tolerance: 0.05
      critics: ["RotateToGoal", "Oscillation", "BaseObstacle", "GoalAlign", "PathAlign", "PathDist", "GoalDist"]
      BaseObstacle.scale: 0.02
      PathAlign.scale: 32.0
      GoalAlign.scale: 24.0
      PathDist.scale: 32.0
      GoalDist.scale: 24.0
      RotateToGoal.scale: 32.0

local_costmap:
  local_costmap:
    ros__parameters:
      use_sim_time: true
      update_frequency: 5.0
      publish_frequency: 2.0
      global_frame: odom
      robot_base_frame: base_link
      rolling_window: true
      width: 4
      height: 4
      resolution: 0.05
      footprint: "[[0.45, 0.36], [0.45, -0.36], [-0.45, -0.36], [-0.45, 0.36]]"
      plugins: ["obstacle_layer", "inflation_layer"]
      obstacle_layer:
        plugin: "nav2_costmap_2d::ObstacleLayer"
        observation_sources: scan
        scan:
          topic: /scan
          data_type: "LaserScan"
          marking: true
          clearing: true
          obstacle_max_range: 6.0
          raytrace_max_range: 8.0
      inflation_layer:
        plugin: "nav2_costmap_2d::InflationLayer"
        inflation_radius: 0.55
        cost_scaling_factor: 3.0

global_costmap:
  global_costmap:
    ros__parameters:
      use_sim_time: true
      update_frequency: 1.0
      publish_frequency: 1.0
      global_frame: map
      robot_base_frame: base_link
      resolution: 0.05
      track_unknown_space: true
      footprint: "[[0.45, 0.36], [0.45, -0.36], [-0.45, -0.36], [-0.45, 0.36]]"
      plugins: ["static_layer", "obstacle_layer", "inflation_layer"]
      static_layer:
        plugin: "nav2_costmap_2d::StaticLayer"
        map_subscribe_transient_local: true
      obstacle_layer:
        plugin: "nav2_costmap_2d::ObstacleLayer"
        observation_sources: scan
        scan:
          topic: /scan
          data_type: "LaserScan"
          marking: true
          clearing: true
      inflation_layer:
        plugin: "nav2_costmap_2d::InflationLayer"
        inflation_radius: 0.55
        cost_scaling_factor: 3.0

planner_server:
  ros__parameters:
    use_sim_time: true
    planner_plugins: ["GridBased"]
    GridBased:
      plugin: "nav2_smac_planner/SmacPlanner2D"
      tolerance: 0.25
      allow_unknown: false
      max_planning_time: 1.0

velocity_smoother:
  ros__parameters:
    use_sim_time: true
    smoothing_frequency: 20.0
    feedback: "OPEN_LOOP"
    max_velocity: [1.2, 0.0, 1.0]
    min_velocity: [-0.3, 0.0, -1.0]
    max_accel: [0.8, 0.0, 2.0]
    max_decel: [-1.0, 0.0, -2.0]
"""

ROBOT_LAUNCH_PY = '''"""Brings up the PK-2: robot description, EKF, Nav2 and (with sim:=true) Gazebo hall B."""
import os

from ament_index_python.packages import get_package_share_directory
from launch import LaunchDescription
from launch.actions import DeclareLaunchArgument, IncludeLaunchDescription
from launch.conditions import IfCondition
from launch.launch_description_sources import PythonLaunchDescriptionSource
from launch.substitutions import Command, LaunchConfiguration
from launch_ros.actions import Node


def generate_launch_description():
    bringup = get_package_share_directory("pickpath_bringup")
    sim = LaunchConfiguration("sim")
    params = os.path.join(bringup, "config", "nav2_params.yaml")
    urdf = os.path.join(get_package_share_directory("pk2_description"), "urdf", "pk2.urdf.xacro")

    robot_state_publisher = Node(
        package="robot_state_publisher",
        executable="robot_state_publisher",
        parameters=[{"robot_description": Command(["xacro ", urdf])}],
    )
    ekf = Node(
        package="robot_localization",
        executable="ekf_node",
        name="ekf_filter_node",
        parameters=[os.path.join(bringup, "config", "ekf.yaml")],
    )
    gazebo = IncludeLaunchDescription(
        PythonLaunchDescriptionSource(
            os.path.join(get_package_share_directory("pickpath_sim"), "launch", "hall_b.launch.py")
        ),
        condition=IfCondition(sim),
    )
    nav2 = IncludeLaunchDescription(
        PythonLaunchDescriptionSource(
            os.path.join(get_package_share_directory("nav2_bringup"), "launch", "bringup_launch.py")
        ),
        launch_arguments={
            "map": os.path.join(bringup, "maps", "halden_hall_b.yaml"),
            "params_file": params,
            "use_sim_time": sim,
            "autostart": "true",
        }.items(),
    )
    return LaunchDescription([
        DeclareLaunchArgument("sim", default_value="true"),
        gazebo,
        robot_state_publisher,
        ekf,
        nav2,
    ])
'''

AISLE_LAYER_CPP = """// pickpath_nav: a costmap layer that paints Halden's zones (keepout and slow) from zones.yaml.
#include "pickpath_nav/aisle_layer.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "nav2_costmap_2d/costmap_math.hpp"
#include "pluginlib/class_list_macros.hpp"
#include "yaml-cpp/yaml.h"

namespace pickpath_nav
{

using nav2_costmap_2d::LETHAL_OBSTACLE;
using nav2_costmap_2d::NO_INFORMATION;

AisleLayer::AisleLayer() = default;

void AisleLayer::onInitialize()
{
  auto node = node_.lock();
  declareParameter("enabled", rclcpp::ParameterValue(true));
  declareParameter("zones_file", rclcpp::ParameterValue(std::string("")));
  declareParameter("slow_zone_cost", rclcpp::ParameterValue(180));
  node->get_parameter(name_ + "." + "enabled", enabled_);
  node->get_parameter(name_ + "." + "zones_file", zones_file_);
  node->get_parameter(name_ + "." + "slow_zone_cost", slow_zone_cost_);
  loadZones(zones_file_);
  current_ = true;
  RCLCPP_INFO(logger_, "AisleLayer: loaded %zu zones from %s", zones_.size(), zones_file_.c_str());
}

void AisleLayer::loadZones(const std::string & path)
{
  zones_.clear();
  const YAML::Node root = YAML::LoadFile(path);
  for (const auto & z : root["zones"]) {
    Zone zone;
    zone.name = z["name"].as<std::string>();
    zone.kind = z["kind"].as<std::string>() == "keepout" ? ZoneKind::Keepout : ZoneKind::Slow;
    for (const auto & p : z["polygon"]) {
      geometry_msgs::msg::Point pt;
      pt.x = p[0].as<double>();
      pt.y = p[1].as<double>();
      zone.polygon.push_back(pt);
    }
    zones_.push_back(zone);
  }
}

void AisleLayer::updateBounds(
  double /*robot_x*/, double /*robot_y*/, double /*robot_yaw*/,
  double * min_x, double * min_y, double * max_x, double * max_y)
{
  if (!enabled_) {
    return;
  }
  for (const auto & zone : zones_) {
    for (const auto & p : zone.polygon) {
      *min_x = std::min(*min_x, p.x);
      *min_y = std::min(*min_y, p.y);
      *max_x = std::max(*max_x, p.x);
      *max_y = std::max(*max_y, p.y);
    }
  }
}

void AisleLayer::updateCosts(
  nav2_costmap_2d::Costmap2D & master_grid, int min_i, int min_j, int max_i, int max_j)
{
  if (!enabled_) {
    return;
  }
  for (const auto & zone : zones_) {
    std::vector<nav2_costmap_2d::MapLocation> cells;
    std::vector<nav2_costmap_2d::MapLocation> corners;
    for (const auto & p : zone.polygon) {
      unsigned int mx, my;
      if (master_grid.worldToMap(p.x, p.y, mx, my)) {
        corners.push_back({mx, my});
      }
    }
    if (corners.size() < 3) {
      continue;
    }
    master_grid.convexFillCells(corners, cells);
    const unsigned char cost =
      zone.kind == ZoneKind::Keepout ? LETHAL_OBSTACLE : static_cast<unsigned char>(slow_zone_cost_);
    for (const auto & c : cells) {
      if (static_cast<int>(c.x) < min_i || static_cast<int>(c.x) >= max_i ||
        static_cast<int>(c.y) < min_j || static_cast<int>(c.y) >= max_j)
      {
        continue;
      }
      const unsigned char old = master_grid.getCost(c.x, c.y);
      if (old == NO_INFORMATION || old < cost) {
        master_grid.setCost(c.x, c.y, cost);
      }
    }
  }
}

void AisleLayer::reset()
{
  loadZones(zones_file_);
  current_ = true;
}

}  // namespace pickpath_nav

PLUGINLIB_EXPORT_CLASS(pickpath_nav::AisleLayer, nav2_costmap_2d::Layer)
"""

PICK_MISSION_XML_V1 = """<!-- pickpath: one pick mission (BehaviorTree.CPP v3, Nav2 Humble). Lines come from the blackboard. -->
<root main_tree_to_execute="PickMission">
  <BehaviorTree ID="PickMission">
    <Sequence name="mission">
      <LoadPickLines mission="{mission}" lines="{lines}"/>
      <ForEachPickLine lines="{lines}" current="{line}">
        <Fallback name="pick_or_skip">
          <Sequence name="pick_line">
            <RetryUntilSuccessful num_attempts="3">
              <NavigateToPickFace goal="{line.pose}" slot="{line.slot}"/>
            </RetryUntilSuccessful>
            <WaitForPicker slot="{line.slot}" timeout_s="90"/>
            <ConfirmPick slot="{line.slot}" qty="{line.qty}"/>
          </Sequence>
          <ReportShortPick slot="{line.slot}" reason="{last_failure}"/>
        </Fallback>
      </ForEachPickLine>
      <RetryUntilSuccessful num_attempts="3">
        <NavigateToPickFace goal="{pack_station_pose}" slot="P3"/>
      </RetryUntilSuccessful>
      <ReportMissionDone mission="{mission}"/>
    </Sequence>
  </BehaviorTree>
</root>
"""

WAIT_FOR_PICKER_CPP = """// pickpath_bt: waits (RUNNING) until the picker confirms the slot on the tablet, or times out.
#include "pickpath_bt/wait_for_picker.hpp"

#include <chrono>
#include <string>

namespace pickpath_bt
{

WaitForPicker::WaitForPicker(const std::string & name, const BT::NodeConfiguration & config)
: BT::StatefulActionNode(name, config)
{
  node_ = config.blackboard->get<rclcpp::Node::SharedPtr>("node");
  sub_ = node_->create_subscription<pickpath_msgs::msg::PickerEvent>(
    "/pickpath/picker_events", rclcpp::QoS(10),
    [this](pickpath_msgs::msg::PickerEvent::ConstSharedPtr msg) {last_event_ = msg;});
}

BT::PortsList WaitForPicker::providedPorts()
{
  return {
    BT::InputPort<std::string>("slot"),
    BT::InputPort<double>("timeout_s", 90.0, "how long to wait for the picker before failing"),
  };
}

BT::NodeStatus WaitForPicker::onStart()
{
  slot_ = getInput<std::string>("slot").value();
  timeout_ = std::chrono::duration<double>(getInput<double>("timeout_s").value());
  started_ = node_->now();
  last_event_.reset();
  publishRequest(slot_);
  return BT::NodeStatus::RUNNING;
}

BT::NodeStatus WaitForPicker::onRunning()
{
  if (last_event_ && last_event_->slot == slot_ && last_event_->kind == "confirmed") {
    return BT::NodeStatus::SUCCESS;
  }
  if ((node_->now() - started_).seconds() > timeout_.count()) {
    config().blackboard->set("last_failure", std::string("picker_timeout"));
    return BT::NodeStatus::FAILURE;
  }
  return BT::NodeStatus::RUNNING;
}

void WaitForPicker::onHalted()
{
  publishCancel(slot_);
}

}  // namespace pickpath_bt
"""

BASE_BRIDGE_CPP = """// pickpath_base: turns the motor board's wheel state (micro-ROS) into /odom and the odom->base_link TF.
#include <cmath>
#include <memory>

#include "geometry_msgs/msg/transform_stamped.hpp"
#include "nav_msgs/msg/odometry.hpp"
#include "pickpath_msgs/msg/wheel_state.hpp"
#include "rclcpp/rclcpp.hpp"
#include "tf2/LinearMath/Quaternion.h"
#include "tf2_ros/transform_broadcaster.h"

namespace pickpath_base
{

class BaseBridge : public rclcpp::Node
{
public:
  BaseBridge()
  : Node("base_bridge")
  {
    wheel_radius_ = declare_parameter("wheel_radius", 0.0825);
    track_width_ = declare_parameter("track_width", 0.548);
    ticks_per_rev_ = declare_parameter("ticks_per_rev", 4096);
    odom_pub_ = create_publisher<nav_msgs::msg::Odometry>("odom", rclcpp::QoS(20));
    tf_ = std::make_unique<tf2_ros::TransformBroadcaster>(*this);
    sub_ = create_subscription<pickpath_msgs::msg::WheelState>(
      "/mcb/wheel_state", rclcpp::SensorDataQoS(),
      [this](pickpath_msgs::msg::WheelState::ConstSharedPtr msg) {onWheelState(*msg);});
  }

private:
  void onWheelState(const pickpath_msgs::msg::WheelState & msg)
  {
    const double per_tick = 2.0 * M_PI * wheel_radius_ / ticks_per_rev_;
    const double dl = (msg.left_ticks - last_left_) * per_tick;
    const double dr = (msg.right_ticks - last_right_) * per_tick;
    last_left_ = msg.left_ticks;
    last_right_ = msg.right_ticks;
    if (!have_last_) {
      have_last_ = true;
      return;
    }
    const double ds = 0.5 * (dl + dr);
    const double dth = (dr - dl) / track_width_;
    x_ += ds * std::cos(th_ + 0.5 * dth);
    y_ += ds * std::sin(th_ + 0.5 * dth);
    th_ += dth;

    tf2::Quaternion q;
    q.setRPY(0.0, 0.0, th_);
    nav_msgs::msg::Odometry odom;
    odom.header.stamp = msg.header.stamp;  // the board's time of the encoder sample
    odom.header.frame_id = "odom";
    odom.child_frame_id = "base_link";
    odom.pose.pose.position.x = x_;
    odom.pose.pose.position.y = y_;
    odom.pose.pose.orientation.x = q.x();
    odom.pose.pose.orientation.y = q.y();
    odom.pose.pose.orientation.z = q.z();
    odom.pose.pose.orientation.w = q.w();
    odom.twist.twist.linear.x = msg.linear_velocity;
    odom.twist.twist.angular.z = msg.angular_velocity;
    odom_pub_->publish(odom);

    geometry_msgs::msg::TransformStamped t;
    t.header = odom.header;
    t.child_frame_id = "base_link";
    t.transform.translation.x = x_;
    t.transform.translation.y = y_;
    t.transform.rotation = odom.pose.pose.orientation;
    tf_->sendTransform(t);
  }

  double wheel_radius_, track_width_;
  int ticks_per_rev_;
  int64_t last_left_{0}, last_right_{0};
  bool have_last_{false};
  double x_{0.0}, y_{0.0}, th_{0.0};
  rclcpp::Publisher<nav_msgs::msg::Odometry>::SharedPtr odom_pub_;
  rclcpp::Subscription<pickpath_msgs::msg::WheelState>::SharedPtr sub_;
  std::unique_ptr<tf2_ros::TransformBroadcaster> tf_;
};

}  // namespace pickpath_base

int main(int argc, char ** argv)
{
  rclcpp::init(argc, argv);
  rclcpp::spin(std::make_shared<pickpath_base::BaseBridge>());
  rclcpp::shutdown();
  return 0;
}
"""

CI_YML = """name: CI

on:
  push:
    branches: [main]
  pull_request:

jobs:
  industrial_ci:
    name: industrial_ci (${{ matrix.env.ROS_DISTRO }})
    runs-on: ubuntu-22.04
    strategy:
      fail-fast: false
      matrix:
        env:
          - ROS_DISTRO: humble
            ROS_REPO: main
    env:
      CCACHE_DIR: ${{ github.workspace }}/.ccache
      AFTER_SETUP_UPSTREAM_WORKSPACE: vcs pull $BASEDIR/upstream_ws/src
      CLANG_FORMAT_CHECK: file
      CLANG_FORMAT_VERSION: "14"
      PARALLEL_BUILDS: 2
    steps:
      - uses: actions/checkout@v4
      - uses: actions/cache@v4
        with:
          path: ${{ env.CCACHE_DIR }}
          key: ccache-${{ matrix.env.ROS_DISTRO }}-${{ github.sha }}
          restore-keys: ccache-${{ matrix.env.ROS_DISTRO }}-
      - uses: ros-industrial/industrial_ci@master
        env: ${{ matrix.env }}
"""

BAG_RECORD_LAUNCH_PY = '''"""Records the topics we debug navigation and missions with, as mcap (zstd), split every 5 minutes."""
from datetime import datetime

from launch import LaunchDescription
from launch.actions import DeclareLaunchArgument, ExecuteProcess
from launch.substitutions import LaunchConfiguration

TOPICS = [
    "/tf", "/tf_static", "/scan", "/odom", "/odometry/filtered", "/cmd_vel", "/cmd_vel_nav",
    "/mcb/wheel_state", "/mcb/status", "/plan", "/local_plan", "/local_costmap/costmap",
    "/amcl_pose", "/pickpath/mission_status", "/pickpath/picker_events", "/behavior_tree_log",
    "/diagnostics", "/rosout",
]  # no camera images: they are 90% of the bytes and we never looked at them


def generate_launch_description():
    out = LaunchConfiguration("out")
    stamp = datetime.now().strftime("%Y%m%d_%H%M%S")
    return LaunchDescription([
        DeclareLaunchArgument("out", default_value=f"/data/bags/pk2_{stamp}"),
        ExecuteProcess(
            cmd=[
                "ros2", "bag", "record", "-o", out,
                "--storage", "mcap",
                "--storage-preset-profile", "zstd_fast",
                "--max-bag-duration", "300",
                *TOPICS,
            ],
            output="screen",
        ),
    ])
'''
