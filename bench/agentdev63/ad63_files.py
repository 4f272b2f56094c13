"""Whole files the agent reads or writes in the haulroute history (bench/agentdev63/sessions.py)."""
from __future__ import annotations

BUF_GEN_YAML = """version: v2
managed:
  enabled: true
  override:
    - file_option: go_package_prefix
      value: github.com/brannockfreight/haulroute/gen
plugins:
  - remote: buf.build/protocolbuffers/go:v1.35.2
    out: gen
    opt: paths=source_relative
  - remote: buf.build/grpc/go:v1.5.1
    out: gen
    opt: paths=source_relative
inputs:
  - directory: proto
"""

TENDER_PROTO_V1 = """syntax = "proto3";

package haulroute.tender.v1;

import "google/protobuf/timestamp.proto";

// TenderService is called by the TMS when a load is booked and by the carrier portal.
service TenderService {
  // CreateTender starts the offer cascade for one booked load.
  rpc CreateTender(CreateTenderRequest) returns (CreateTenderResponse);
  // GetTender returns the state of a load's cascade.
  rpc GetTender(GetTenderRequest) returns (GetTenderResponse);
}

enum TenderStatus {
  UNSPECIFIED = 0;
  OFFERING = 1;
  ACCEPTED = 2;
  EXHAUSTED = 3;
  CANCELLED = 4;
}

message Lane {
  string origin = 1;       // 3-letter market code, e.g. CMH
  string destination = 2;  // e.g. ATL
  string equipment = 3;    // V53 (53' dry van), R53 (reefer), F48 (flatbed)
}

message CreateTenderRequest {
  string load_id = 1;  // TMS load number, e.g. L-204881
  Lane lane = 2;
  google.protobuf.Timestamp pickup_at = 3;
  int64 target_rate_cents = 4;
}

message CreateTenderResponse {
  string workflow_id = 1;
}

message GetTenderRequest {
  string load_id = 1;
}

message GetTenderResponse {
  string load_id = 1;
  TenderStatus status = 2;
  string accepted_mc_number = 3;
  int32 offers_sent = 4;
}
"""

SCHEMA_SQL = """-- +goose Up
CREATE TABLE carriers (
    id             bigserial PRIMARY KEY,
    mc_number      text UNIQUE NOT NULL,          -- FMCSA motor carrier number, e.g. MC-774120
    name           text NOT NULL,
    dispatch_email text NOT NULL,
    dispatch_phone text NOT NULL DEFAULT '',
    on_time_score  numeric(5,2) NOT NULL DEFAULT 0,  -- % on time over the last 90 days
    active         boolean NOT NULL DEFAULT true
);

CREATE TABLE loads (
    id                text PRIMARY KEY,           -- TMS load number, L-204881
    origin            text NOT NULL,
    destination       text NOT NULL,
    equipment         text NOT NULL,
    pickup_at         timestamptz NOT NULL,
    target_rate       numeric(10,2) NOT NULL,
    created_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tenders (
    id          bigserial PRIMARY KEY,
    load_id     text NOT NULL REFERENCES loads(id),
    workflow_id text NOT NULL,
    status      text NOT NULL DEFAULT 'offering',
    accepted_by text REFERENCES carriers(mc_number),
    started_at  timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz
);

CREATE TABLE tender_offers (
    id           bigserial PRIMARY KEY,
    tender_id    bigint NOT NULL REFERENCES tenders(id) ON DELETE CASCADE,
    mc_number    text NOT NULL REFERENCES carriers(mc_number),
    rate         numeric(10,2) NOT NULL,
    sent_at      timestamptz NOT NULL DEFAULT now(),
    responded_at timestamptz,
    response     text          -- accepted | declined | expired
);

CREATE INDEX tender_offers_tender_idx ON tender_offers (tender_id);

-- +goose Down
DROP TABLE tender_offers;
DROP TABLE tenders;
DROP TABLE loads;
DROP TABLE carriers;
"""

SQLC_YAML_V1 = """version: "2"
sql:
  - engine: "postgresql"
    schema: "migrations"
    queries: "queries"
    gen:
      go:
        package: "db"
        out: "gen/db"
        sql_package: "database/sql"
        emit_json_tags: true
        emit_interface: true
"""

QUERIES_SQL = """-- name: CreateTender :one
INSERT INTO tenders (load_id, workflow_id)
VALUES ($1, $2)
RETURNING *;

-- name: GetTenderByLoad :one
SELECT * FROM tenders
WHERE load_id = $1
ORDER BY started_at DESC
LIMIT 1;

-- name: RecordOffer :one
INSERT INTO tender_offers (tender_id, carrier_mc, rate)
VALUES ($1, $2, $3)
RETURNING id;

-- name: SetOfferResponse :exec
UPDATE tender_offers
SET response = $2, responded_at = now()
WHERE id = $1;

-- name: FinishTender :exec
UPDATE tenders
SET status = $2, accepted_by = $3, finished_at = now()
WHERE id = $1;
"""

WORKFLOW_V1 = """// Package tender runs the tendering of one booked load: the load is offered to carriers one
// after another until one accepts or the list runs out.
package tender

import (
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

const (
	// TaskQueue is the queue the haulroute worker polls.
	TaskQueue = "tendering"
	// offerWindow is how long one carrier has to answer before we move on.
	offerWindow = 30 * time.Minute
	// pollInterval is how often we ask the portal whether the carrier answered.
	pollInterval = 30 * time.Second
)

// Lane is origin market, destination market and equipment type (V53, R53, F48).
type Lane struct {
	Origin, Destination, Equipment string
}

// TenderInput is what CreateTender passes to the workflow.
type TenderInput struct {
	LoadID   string
	Lane     Lane
	PickupAt time.Time
	Carriers []string // MC numbers, in the order they are offered the load
}

// TenderResult is the outcome of the whole tender.
type TenderResult struct {
	LoadID     string
	AcceptedBy string // MC number; empty when nobody accepted
	Offers     int
}

// TenderLoad offers the load to each carrier in turn and polls the offer status every 30 seconds
// until the carrier accepts, declines or the offer window runs out.
func TenderLoad(ctx workflow.Context, in TenderInput) (TenderResult, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: 30 * time.Second,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 5},
	})
	var a *Activities
	res := TenderResult{LoadID: in.LoadID}

	for _, mc := range in.Carriers {
		res.Offers++
		var offerID int64
		if err := workflow.ExecuteActivity(ctx, a.SendOffer, in.LoadID, mc).Get(ctx, &offerID); err != nil {
			return res, fmt.Errorf("send offer to %s: %w", mc, err)
		}
		deadline := workflow.Now(ctx).Add(offerWindow)
		answered := false
		for !answered && workflow.Now(ctx).Before(deadline) {
			var status OfferStatus
			if err := workflow.ExecuteActivity(ctx, a.CheckOfferStatus, offerID).Get(ctx, &status); err != nil {
				return res, fmt.Errorf("check offer %d: %w", offerID, err)
			}
			switch status {
			case OfferAccepted:
				res.AcceptedBy = mc
				return res, nil
			case OfferDeclined:
				answered = true
			default:
				if err := workflow.Sleep(ctx, pollInterval); err != nil {
					return res, err
				}
			}
		}
		if !answered {
			_ = workflow.ExecuteActivity(ctx, a.ExpireOffer, offerID).Get(ctx, nil)
		}
	}
	return res, nil
}
"""

CRX_WSDL = """<?xml version="1.0" encoding="utf-8"?>
<wsdl:definitions name="RateService"
    targetNamespace="http://schemas.crx-rates.com/rates/v2"
    xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/"
    xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
    xmlns:tns="http://schemas.crx-rates.com/rates/v2"
    xmlns:xs="http://www.w3.org/2001/XMLSchema"
    xmlns:wsp="http://schemas.xmlsoap.org/ws/2004/09/policy"
    xmlns:sp="http://docs.oasis-open.org/ws-sx/ws-securitypolicy/200702">
  <wsp:Policy wsu:Id="UsernameTokenPolicy"
      xmlns:wsu="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd">
    <sp:SupportingTokens>
      <wsp:Policy>
        <sp:UsernameToken sp:IncludeToken="http://docs.oasis-open.org/ws-sx/ws-securitypolicy/200702/IncludeToken/AlwaysToRecipient">
          <wsp:Policy><sp:WssUsernameToken10/></wsp:Policy>
        </sp:UsernameToken>
      </wsp:Policy>
    </sp:SupportingTokens>
  </wsp:Policy>
  <wsdl:types>
    <xs:schema targetNamespace="http://schemas.crx-rates.com/rates/v2" elementFormDefault="qualified">
      <xs:complexType name="LaneRequest">
        <xs:sequence>
          <xs:element name="OriginZip" type="xs:string"/>
          <xs:element name="DestinationZip" type="xs:string"/>
          <xs:element name="OriginMarket" type="xs:string" minOccurs="0"/>
          <xs:element name="DestinationMarket" type="xs:string" minOccurs="0"/>
          <xs:element name="Equipment" type="tns:EquipmentCode"/>
          <xs:element name="PickupDate" type="xs:date"/>
          <xs:element name="Accessorials" type="tns:ArrayOfAccessorialCode" minOccurs="0"/>
        </xs:sequence>
      </xs:complexType>
      <xs:simpleType name="EquipmentCode">
        <xs:restriction base="xs:string">
          <xs:enumeration value="V53"/>
          <xs:enumeration value="V48"/>
          <xs:enumeration value="R53"/>
          <xs:enumeration value="F48"/>
          <xs:enumeration value="SD48"/>
        </xs:restriction>
      </xs:simpleType>
      <xs:complexType name="ArrayOfAccessorialCode">
        <xs:sequence>
          <xs:element name="Code" type="xs:string" minOccurs="0" maxOccurs="unbounded"/>
        </xs:sequence>
      </xs:complexType>
      <xs:element name="RateShop">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="AccountId" type="xs:string"/>
            <xs:element name="Lanes">
              <xs:complexType>
                <xs:sequence>
                  <xs:element name="Lane" type="tns:LaneRequest" maxOccurs="25"/>
                </xs:sequence>
              </xs:complexType>
            </xs:element>
          </xs:sequence>
        </xs:complexType>
      </xs:element>
      <xs:element name="RateShopResponse">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="Quotes">
              <xs:complexType>
                <xs:sequence>
                  <xs:element name="Quote" maxOccurs="unbounded">
                    <xs:complexType>
                      <xs:sequence>
                        <xs:element name="QuoteId" type="xs:string"/>
                        <xs:element name="Miles" type="xs:int"/>
                        <xs:element name="LinehaulUsd" type="xs:decimal"/>
                        <xs:element name="FuelUsd" type="xs:decimal"/>
                        <xs:element name="ValidUntil" type="xs:dateTime"/>
                        <xs:choice>
                          <xs:element name="MarketIndex" type="xs:decimal"/>
                          <xs:element name="NoDataReason" type="xs:string"/>
                        </xs:choice>
                      </xs:sequence>
                    </xs:complexType>
                  </xs:element>
                </xs:sequence>
              </xs:complexType>
            </xs:element>
          </xs:sequence>
        </xs:complexType>
      </xs:element>
      <xs:element name="GetAccessorials">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="AccountId" type="xs:string"/>
          </xs:sequence>
        </xs:complexType>
      </xs:element>
      <xs:element name="GetAccessorialsResponse">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="Accessorial" maxOccurs="unbounded">
              <xs:complexType>
                <xs:sequence>
                  <xs:element name="Code" type="xs:string"/>
                  <xs:element name="Description" type="xs:string"/>
                  <xs:element name="FlatUsd" type="xs:decimal" minOccurs="0"/>
                </xs:sequence>
              </xs:complexType>
            </xs:element>
          </xs:sequence>
        </xs:complexType>
      </xs:element>
      <xs:element name="CrxFault">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="ErrorCode" type="xs:int"/>
            <xs:element name="Message" type="xs:string"/>
          </xs:sequence>
        </xs:complexType>
      </xs:element>
    </xs:schema>
  </wsdl:types>
  <wsdl:message name="RateShopIn"><wsdl:part name="parameters" element="tns:RateShop"/></wsdl:message>
  <wsdl:message name="RateShopOut"><wsdl:part name="parameters" element="tns:RateShopResponse"/></wsdl:message>
  <wsdl:message name="GetAccessorialsIn"><wsdl:part name="parameters" element="tns:GetAccessorials"/></wsdl:message>
  <wsdl:message name="GetAccessorialsOut"><wsdl:part name="parameters" element="tns:GetAccessorialsResponse"/></wsdl:message>
  <wsdl:message name="CrxFaultMsg"><wsdl:part name="detail" element="tns:CrxFault"/></wsdl:message>
  <wsdl:portType name="IRateService">
    <wsdl:operation name="RateShop">
      <wsdl:input message="tns:RateShopIn"/>
      <wsdl:output message="tns:RateShopOut"/>
      <wsdl:fault name="CrxFault" message="tns:CrxFaultMsg"/>
    </wsdl:operation>
    <wsdl:operation name="GetAccessorials">
      <wsdl:input message="tns:GetAccessorialsIn"/>
      <wsdl:output message="tns:GetAccessorialsOut"/>
      <wsdl:fault name="CrxFault" message="tns:CrxFaultMsg"/>
    </wsdl:operation>
  </wsdl:portType>
  <wsdl:binding name="BasicHttpBinding_IRateService" type="tns:IRateService">
    <wsp:PolicyReference URI="#UsernameTokenPolicy"/>
    <soap:binding transport="http://schemas.xmlsoap.org/soap/http"/>
    <wsdl:operation name="RateShop">
      <soap:operation soapAction="http://schemas.crx-rates.com/rates/v2/IRateService/RateShop" style="document"/>
      <wsdl:input><soap:body use="literal"/></wsdl:input>
      <wsdl:output><soap:body use="literal"/></wsdl:output>
      <wsdl:fault name="CrxFault"><soap:fault name="CrxFault" use="literal"/></wsdl:fault>
    </wsdl:operation>
    <wsdl:operation name="GetAccessorials">
      <soap:operation soapAction="http://schemas.crx-rates.com/rates/v2/IRateService/GetAccessorials" style="document"/>
      <wsdl:input><soap:body use="literal"/></wsdl:input>
      <wsdl:output><soap:body use="literal"/></wsdl:output>
      <wsdl:fault name="CrxFault"><soap:fault name="CrxFault" use="literal"/></wsdl:fault>
    </wsdl:operation>
  </wsdl:binding>
  <wsdl:service name="RateService">
    <wsdl:port name="BasicHttpBinding_IRateService" binding="tns:BasicHttpBinding_IRateService">
      <soap:address location="https://ws.crx-rates.com/RateService.svc"/>
    </wsdl:port>
  </wsdl:service>
</wsdl:definitions>
"""

RATES_V1 = """// Package rates wraps CRX (CarrierRate Exchange) RateService for the tender activities.
package rates

import (
	"context"
	"fmt"
	"time"

	"github.com/hooklift/gowsdl/soap"

	"github.com/brannockfreight/haulroute/internal/crxsoap"
)

// Quote is one lane's market rate from CRX.
type Quote struct {
	QuoteID      string
	Miles        int
	LinehaulUSD  float64
	FuelUSD      float64
	ValidUntil   time.Time
}

// Activities are registered on the tendering worker.
type Activities struct {
	svc       crxsoap.IRateService
	accountID string
}

// NewActivities builds the generated gowsdl client with the WS-Security header CRX requires.
func NewActivities(endpoint, accountID, user, pass string) *Activities {
	client := soap.NewClient(endpoint, soap.WithTimeout(5*time.Second))
	client.AddHeader(soap.NewWSSSecurityHeader(user, pass, "", "1"))
	return &Activities{svc: crxsoap.NewIRateService(client), accountID: accountID}
}

// FetchRates asks CRX for the market rate of every lane in one RateShop call.
func (a *Activities) FetchRates(ctx context.Context, lanes []crxsoap.LaneRequest) ([]Quote, error) {
	req := &crxsoap.RateShop{AccountId: a.accountID, Lanes: &crxsoap.RateShopLanes{Lane: toPtrs(lanes)}}
	resp, err := a.svc.RateShopContext(ctx, req)
	if err != nil {
		return nil, fmt.Errorf("rates: %w", err)
	}
	out := make([]Quote, 0, len(resp.Quotes.Quote))
	for _, q := range resp.Quotes.Quote {
		out = append(out, Quote{
			QuoteID:     q.QuoteId,
			Miles:       int(q.Miles),
			LinehaulUSD: q.LinehaulUsd,
			FuelUSD:     q.FuelUsd,
			ValidUntil:  q.ValidUntil.ToGoTime(),
		})
	}
	return out, nil
}

func toPtrs(lanes []crxsoap.LaneRequest) []*crxsoap.LaneRequest {
	out := make([]*crxsoap.LaneRequest, len(lanes))
	for i := range lanes {
		out[i] = &lanes[i]
	}
	return out
}
"""

GOLANGCI_YML = """# golangci-lint v1.62.2 (pinned in tools.go and in cloudbuild.yaml)
run:
  timeout: 5m
  go: "1.23"

linters:
  disable-all: true
  enable:
    - errcheck
    - govet
    - staticcheck
    - unused
    - ineffassign
    - gosimple
    - revive
    - gosec
    - bodyclose
    - contextcheck
    - errorlint
    - gocritic
    - misspell
    - nolintlint

linters-settings:
  govet:
    enable:
      - copylocks
      - shadow
  revive:
    rules:
      - name: exported
      - name: context-as-argument
      - name: error-strings
  nolintlint:
    require-explanation: true
    require-specific: true
  gosec:
    excludes:
      - G104  # duplicated by errcheck

issues:
  exclude-dirs:
    - gen
  max-issues-per-linter: 0
  max-same-issues: 0
"""

CACHE_REDIS = """package rates

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

// quoteTTL matches CRX's own quote validity: a quote is binding for 15 minutes.
const quoteTTL = 15 * time.Minute

// Cache keeps CRX quotes per lane so the cascade asks CRX once per lane, not once per carrier.
type Cache struct {
	rdb *redis.Client
}

// NewCache connects to Redis at addr (localhost:6380 in development).
func NewCache(addr string) *Cache {
	return &Cache{rdb: redis.NewClient(&redis.Options{Addr: addr, DB: 0})}
}

func key(l Lane) string {
	return fmt.Sprintf("rates:%s:%s:%s", l.Origin, l.Destination, l.Equipment)
}

// Get returns the cached quote of a lane, or ok=false.
func (c *Cache) Get(ctx context.Context, l Lane) (Quote, bool, error) {
	b, err := c.rdb.Get(ctx, key(l)).Bytes()
	if errors.Is(err, redis.Nil) {
		return Quote{}, false, nil
	}
	if err != nil {
		return Quote{}, false, fmt.Errorf("rate cache get: %w", err)
	}
	var q Quote
	if err := json.Unmarshal(b, &q); err != nil {
		return Quote{}, false, err
	}
	return q, true, nil
}

// Put stores a quote for quoteTTL.
func (c *Cache) Put(ctx context.Context, l Lane, q Quote) error {
	b, err := json.Marshal(q)
	if err != nil {
		return err
	}
	return c.rdb.Set(ctx, key(l), b, quoteTTL).Err()
}
"""

WORKFLOW_V2 = """// Package tender runs the tendering of one booked load: the load is offered to carriers one
// after another until one accepts or the list runs out.
package tender

import (
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

const (
	// TaskQueue is the queue the haulroute worker polls.
	TaskQueue = "tendering"
	// ResponseSignal carries a carrier's answer from the RespondToTender RPC into the workflow.
	ResponseSignal = "offer-response"
	// offerWindow is how long one carrier has to answer before we move on.
	offerWindow = 30 * time.Minute
	// earliestOffer: carriers won't commit to a load more than a day before pickup.
	earliestOffer = 24 * time.Hour
)

// OfferResponse is the payload of the offer-response signal.
type OfferResponse struct {
	OfferID  int64
	MC       string
	Accepted bool
	Reason   string // decline reason from the portal: "no truck", "rate", ...
}

// TenderLoad offers the load to each carrier in turn and waits for the carrier's answer (a signal)
// or for the offer window to run out, whichever comes first.
func TenderLoad(ctx workflow.Context, in TenderInput) (TenderResult, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: 30 * time.Second,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 5},
	})
	var a *Activities
	res := TenderResult{LoadID: in.LoadID}
	responses := workflow.GetSignalChannel(ctx, ResponseSignal)

	// Don't start offering more than 24 hours before pickup.
	if wait := time.Until(in.PickupAt) - earliestOffer; wait > 0 {
		if err := workflow.Sleep(ctx, wait); err != nil {
			return res, err
		}
	}

	for _, mc := range in.Carriers {
		res.Offers++
		var offerID int64
		if err := workflow.ExecuteActivity(ctx, a.SendOffer, in.LoadID, mc).Get(ctx, &offerID); err != nil {
			return res, fmt.Errorf("send offer to %s: %w", mc, err)
		}

		timerCtx, cancelTimer := workflow.WithCancel(ctx)
		timer := workflow.NewTimer(timerCtx, offerWindow)
		var resp OfferResponse
		expired := false
		for {
			sel := workflow.NewSelector(ctx)
			sel.AddReceive(responses, func(c workflow.ReceiveChannel, _ bool) { c.Receive(ctx, &resp) })
			sel.AddFuture(timer, func(workflow.Future) { expired = true })
			sel.Select(ctx)
			if expired || resp.OfferID == offerID {
				break // answers to an earlier, expired offer are ignored
			}
		}
		cancelTimer()

		if expired {
			_ = workflow.ExecuteActivity(ctx, a.ExpireOffer, offerID).Get(ctx, nil)
			continue
		}
		if resp.Accepted {
			res.AcceptedBy = mc
			_ = workflow.ExecuteActivity(ctx, a.ConfirmAward, in.LoadID, offerID).Get(ctx, nil)
			return res, nil
		}
		_ = workflow.ExecuteActivity(ctx, a.RecordDecline, offerID, resp.Reason).Get(ctx, nil)
	}
	return res, nil
}
"""

CRX_CLIENT = r"""// Package crx is a small SOAP 1.1 client for CRX (CarrierRate Exchange) RateService v2. It speaks
// the two operations we use, RateShop (one lane per request) and GetAccessorials, and sends the
// WS-Security UsernameToken header CRX requires. Written by hand on encoding/xml instead of gowsdl.
package crx

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"
)

const (
	// DefaultEndpoint is CRX's production RateService (v2, retired by CRX on 15 January 2029).
	DefaultEndpoint = "https://ws.crx-rates.com/RateService.svc"
	nsRates         = "http://schemas.crx-rates.com/rates/v2"
	nsSoap          = "http://schemas.xmlsoap.org/soap/envelope/"
	nsWsse          = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd"
	actionBase      = "http://schemas.crx-rates.com/rates/v2/IRateService/"
)

// Client calls CRX. Safe for concurrent use.
type Client struct {
	endpoint  string
	accountID string
	user      string
	pass      string
	http      *http.Client
}

// New returns a client with a 20 s timeout per request (RateShop takes 2-3 s per lane on CRX's side).
func New(endpoint, accountID, user, pass string) *Client {
	return &Client{
		endpoint: endpoint, accountID: accountID, user: user, pass: pass,
		http: &http.Client{
			Timeout: 20 * time.Second,
			Transport: &http.Transport{
				// CRX's load balancer drops idle connections after 15 s and reusing one gave us
				// "unexpected EOF": open a fresh connection for every call.
				DisableKeepAlives:   true,
				TLSHandshakeTimeout: 5 * time.Second,
			},
		},
	}
}

// Lane is one rate request: 5-digit ZIPs and CRX's equipment code.
type Lane struct {
	OriginZip      string `xml:"OriginZip"`
	DestinationZip string `xml:"DestinationZip"`
	Equipment      string `xml:"Equipment"`
	PickupDate     string `xml:"PickupDate"` // 2006-01-02
}

// Quote is CRX's market rate for one lane, binding until ValidUntil (15 minutes).
type Quote struct {
	QuoteID     string    `xml:"QuoteId"`
	Miles       int       `xml:"Miles"`
	LinehaulUSD string    `xml:"LinehaulUsd"` // decimal as text; parsed into pgtype.Numeric by the caller
	FuelUSD     string    `xml:"FuelUsd"`
	ValidUntil  time.Time `xml:"ValidUntil"`
	NoData      string    `xml:"NoDataReason"`
}

// Fault is a SOAP fault from CRX, with CRX's own error code when it sent one.
type Fault struct {
	Code      string `xml:"faultcode"`
	String    string `xml:"faultstring"`
	ErrorCode int    `xml:"detail>CrxFault>ErrorCode"`
	Message   string `xml:"detail>CrxFault>Message"`
}

func (f *Fault) Error() string {
	return fmt.Sprintf("crx fault %s (%d): %s", f.Code, f.ErrorCode, f.String)
}

// ErrUnknownLane is CRX error 4102: no market data for that ZIP pair.
var ErrUnknownLane = errors.New("crx: unknown lane")

type usernameToken struct {
	Username string `xml:"wsse:Username"`
	Password struct {
		Type  string `xml:"Type,attr"`
		Value string `xml:",chardata"`
	} `xml:"wsse:Password"`
}

type security struct {
	XMLName        xml.Name      `xml:"wsse:Security"`
	Wsse           string        `xml:"xmlns:wsse,attr"`
	MustUnderstand string        `xml:"soap:mustUnderstand,attr"`
	Token          usernameToken `xml:"wsse:UsernameToken"`
}

type rateShopRequest struct {
	XMLName   xml.Name `xml:"RateShop"`
	Xmlns     string   `xml:"xmlns,attr"`
	AccountID string   `xml:"AccountId"`
	Lanes     []Lane   `xml:"Lanes>Lane"`
}

type responseBody struct {
	Fault    *Fault `xml:"Fault"`
	RateShop *struct {
		Quotes []Quote `xml:"Quotes>Quote"`
	} `xml:"RateShopResponse"`
}

// RateShop asks CRX for the market rate of exactly one lane.
func (c *Client) RateShop(ctx context.Context, lane Lane) (Quote, error) {
	var body responseBody
	req := rateShopRequest{Xmlns: nsRates, AccountID: c.accountID, Lanes: []Lane{lane}}
	if err := c.call(ctx, "RateShop", req, &body); err != nil {
		return Quote{}, err
	}
	if body.RateShop == nil || len(body.RateShop.Quotes) == 0 {
		return Quote{}, fmt.Errorf("crx: empty RateShop response for %s-%s", lane.OriginZip, lane.DestinationZip)
	}
	return body.RateShop.Quotes[0], nil
}

func (c *Client) call(ctx context.Context, action string, payload any, out *responseBody) error {
	sec := security{Wsse: nsWsse, MustUnderstand: "1"}
	sec.Token.Username = c.user
	sec.Token.Password.Type = nsWsse + "#PasswordText"
	sec.Token.Password.Value = c.pass

	var buf bytes.Buffer
	buf.WriteString(`<soap:Envelope xmlns:soap="` + nsSoap + `"><soap:Header>`)
	if err := xml.NewEncoder(&buf).Encode(sec); err != nil {
		return err
	}
	buf.WriteString(`</soap:Header><soap:Body>`)
	if err := xml.NewEncoder(&buf).Encode(payload); err != nil {
		return err
	}
	buf.WriteString(`</soap:Body></soap:Envelope>`)

	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, &buf)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "text/xml; charset=utf-8")
	req.Header.Set("SOAPAction", `"`+actionBase+action+`"`)

	resp, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("crx %s: %w", action, err)
	}
	defer resp.Body.Close() //nolint:errcheck // read-only body, nothing to do on a close error
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	if err != nil {
		return fmt.Errorf("crx %s: read: %w", action, err)
	}

	var env struct {
		Body responseBody `xml:"Body"`
	}
	if err := xml.Unmarshal(raw, &env); err != nil {
		return fmt.Errorf("crx %s: decode (HTTP %d): %w", action, resp.StatusCode, err)
	}
	if f := env.Body.Fault; f != nil {
		if f.ErrorCode == 4102 {
			return fmt.Errorf("%w: %s", ErrUnknownLane, f.Message)
		}
		return f
	}
	*out = env.Body
	return nil
}
"""

DOCKERFILE = """# syntax=docker/dockerfile:1.7
FROM golang:1.23.4-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download
COPY . .
RUN --mount=type=cache,target=/go/pkg/mod --mount=type=cache,target=/root/.cache/go-build \\
    CGO_ENABLED=0 go build -trimpath -ldflags="-s -w -X main.version=${VERSION:-dev}" -o /out/ ./cmd/...

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/haulroute-api /out/haulroute-worker /usr/local/bin/
USER nonroot:nonroot
EXPOSE 9090 9464
ENTRYPOINT ["/usr/local/bin/haulroute-api"]
"""

VALUES_YAML = """# deploy/helm/haulroute/values.yaml: defaults; per-environment overrides in values-staging.yaml / values-prod.yaml
image:
  repository: us-east4-docker.pkg.dev/brannock-ci/apps/haulroute
  tag: ""            # set by Cloud Build to the commit SHA or the release tag
  pullPolicy: IfNotPresent

serviceAccount:
  create: true
  name: haulroute
  annotations:
    iam.gke.io/gcp-service-account: haulroute@brannock-staging.iam.gserviceaccount.com

api:
  replicas: 2
  port: 9090          # gRPC
  metricsPort: 9464   # Prometheus (scraped by Google Managed Prometheus)
  resources:
    requests: { cpu: 250m, memory: 256Mi }
    limits: { memory: 512Mi }

worker:
  replicas: 3
  taskQueue: tendering
  maxConcurrentActivities: 64
  resources:
    requests: { cpu: 500m, memory: 384Mi }
    limits: { memory: 768Mi }

temporal:
  hostPort: temporal-frontend.temporal.svc.cluster.local:7233
  namespace: haulroute

cloudSqlProxy:
  image: gcr.io/cloud-sql-connectors/cloud-sql-proxy:2.14.1
  instance: brannock-staging:us-east4:haulroute-pg
  port: 5432
  args: ["--private-ip", "--structured-logs", "--auto-iam-authn"]

database:
  name: haulroute
  user: haulroute@brannock-staging.iam   # IAM database authentication, no password

crx:
  endpoint: https://ws.crx-rates.com/RateService.svc
  accountId: BRN-20417
  credentialsSecret: crx-credentials   # synced from Secret Manager (crx-username, crx-password)

podDisruptionBudget:
  minAvailable: 1
"""

CLOUDBUILD_YAML = """# Cloud Build: lint, test, build and push on every push to main; deploy to staging.
# Trigger haulroute-main (branch ^main$) uses _ENV=staging; trigger haulroute-release (tag ^v.*$) uses _ENV=prod.
substitutions:
  _REGION: us-east4
  _ENV: staging
  _CLUSTER: hr-staging-gke
  _IMAGE: us-east4-docker.pkg.dev/brannock-ci/apps/haulroute

steps:
  - id: lint
    name: golangci/golangci-lint:v1.62.2
    args: ["golangci-lint", "run", "--timeout=5m"]

  - id: test
    name: golang:1.23.4
    entrypoint: go
    args: ["test", "-race", "-count=1", "./..."]

  - id: build
    name: gcr.io/cloud-builders/docker
    args: ["build", "--build-arg", "VERSION=${TAG_NAME:-$SHORT_SHA}", "-t", "${_IMAGE}:${TAG_NAME:-$SHORT_SHA}", "."]

  - id: push
    name: gcr.io/cloud-builders/docker
    args: ["push", "${_IMAGE}:${TAG_NAME:-$SHORT_SHA}"]

  - id: deploy
    name: gcr.io/brannock-ci/helm:3.16.3
    env:
      - CLOUDSDK_COMPUTE_REGION=${_REGION}
      - CLOUDSDK_CONTAINER_CLUSTER=${_CLUSTER}
    args:
      - upgrade
      - --install
      - --atomic
      - --timeout=10m
      - haulroute
      - deploy/helm/haulroute
      - --namespace=haulroute
      - --values=deploy/helm/haulroute/values-${_ENV}.yaml
      - --set=image.tag=${TAG_NAME:-$SHORT_SHA}

options:
  logging: CLOUD_LOGGING_ONLY
  machineType: E2_HIGHCPU_8
timeout: 1800s
"""

ALERTS_V1 = """# Google Managed Prometheus rules for haulroute; Alertmanager routes severity=page to PagerDuty
# (service haulroute-prod, escalation policy "Freight Apps") and severity=ticket to Slack #haulroute-alerts.
apiVersion: monitoring.googleapis.com/v1
kind: Rules
metadata:
  name: haulroute-alerts
  namespace: haulroute
spec:
  groups:
    - name: haulroute.tendering
      interval: 30s
      rules:
        - alert: OfferCascadeFailed
          expr: sum(increase(temporal_workflow_failed_total{namespace="haulroute",workflow_type="OfferCascade"}[5m])) > 0
          labels:
            severity: page
          annotations:
            summary: "An OfferCascade workflow failed"
            runbook: https://github.com/brannockfreight/haulroute/blob/main/docs/runbook.md#cascade-failed
        - alert: HaulrouteApiDown
          expr: up{job="haulroute-api"} == 0
          for: 2m
          labels:
            severity: page
          annotations:
            summary: "haulroute-api is not being scraped"
"""

INCIDENT_MD = """# 29 November 2028: tenders stopped going out (CRX timeouts from GKE)

- **When:** 11:12-12:25 UTC (06:12-07:25 Columbus time), the start of the morning dispatch peak.
- **Impact:** 41 OfferCascade workflows failed before sending a single offer; about 60 loads were tendered
  by hand by Imani Greene's dispatch team. 41 PagerDuty incidents (one per failed workflow) woke Maya and,
  through escalation, Tobias Lind.
- **Symptom:** FetchRates failed with `Post "https://ws.crx-rates.com/RateService.svc": context deadline
  exceeded (Client.Timeout exceeded while awaiting headers)`, the same error as the CRX slowness of 10 November.
- **Cause:** not CRX (Hank Ostrowski confirmed p95 1.8 s on their side). Cloud NAT `hr-prod-nat` gave each node
  64 source ports (static allocation). Our CRX client opens a new TLS connection per call (`DisableKeepAlives`),
  so at ~600 rate calls a minute the three worker nodes ran out of NAT ports; NAT dropped the SYNs
  (`allocation_status: DROPPED`) and the dials hung until the 20 s client timeout.
- **Fix:** dynamic port allocation on `hr-prod-nat` (min 256, max 4096 ports per VM), applied by Tobias at 12:02 UTC;
  the client now keeps connections alive (`MaxIdleConnsPerHost: 32`, `IdleConnTimeout: 10s`, under CRX's 15 s idle
  cut-off). Released as v0.4.1 through the haulroute-release trigger right after this note.
- **Follow-up:** page only on a sustained problem (CRX breaker open 10 min, or over 20% of cascades failing in
  15 min); single failed cascades go to Slack #haulroute-alerts.
"""

CRX_WSDL_V3 = """<?xml version="1.0" encoding="utf-8"?>
<wsdl:definitions name="RateService"
    targetNamespace="http://schemas.crx-rates.com/rates/v3"
    xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/"
    xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/"
    xmlns:tns="http://schemas.crx-rates.com/rates/v3"
    xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <wsdl:types>
    <xs:schema targetNamespace="http://schemas.crx-rates.com/rates/v3" elementFormDefault="qualified">
      <xs:complexType name="LaneRequest">
        <xs:sequence>
          <xs:element name="Origin" type="tns:Location"/>
          <xs:element name="Destination" type="tns:Location"/>
          <xs:element name="Equipment" type="tns:EquipmentCode"/>
          <xs:element name="PickupWindowStart" type="xs:dateTime"/>
          <xs:element name="PickupWindowEnd" type="xs:dateTime" minOccurs="0"/>
          <xs:element name="WeightLbs" type="xs:int" minOccurs="0"/>
          <xs:element name="Accessorials" type="tns:ArrayOfAccessorialCode" minOccurs="0"/>
        </xs:sequence>
      </xs:complexType>
      <xs:complexType name="Location">
        <xs:sequence>
          <xs:element name="PostalCode" type="xs:string"/>
          <xs:element name="Country" type="xs:string" default="US"/>
        </xs:sequence>
      </xs:complexType>
      <xs:simpleType name="EquipmentCode">
        <xs:restriction base="xs:string">
          <xs:enumeration value="V53"/>
          <xs:enumeration value="R53"/>
          <xs:enumeration value="F48"/>
          <xs:enumeration value="SD48"/>
          <xs:enumeration value="PO53"/>
        </xs:restriction>
      </xs:simpleType>
      <xs:complexType name="ArrayOfAccessorialCode">
        <xs:sequence>
          <xs:element name="Code" type="xs:string" minOccurs="0" maxOccurs="unbounded"/>
        </xs:sequence>
      </xs:complexType>
      <xs:element name="QuoteLanes">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="AccountId" type="xs:string"/>
            <xs:element name="Lane" type="tns:LaneRequest" maxOccurs="50"/>
            <xs:element name="IncludeHistory" type="xs:boolean" minOccurs="0"/>
          </xs:sequence>
        </xs:complexType>
      </xs:element>
      <xs:element name="QuoteLanesResponse">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="LaneQuote" maxOccurs="unbounded">
              <xs:complexType>
                <xs:sequence>
                  <xs:element name="QuoteId" type="xs:string"/>
                  <xs:element name="Miles" type="xs:int"/>
                  <xs:element name="Linehaul" type="tns:Money"/>
                  <xs:element name="Fuel" type="tns:Money"/>
                  <xs:element name="ValidUntil" type="xs:dateTime"/>
                  <xs:element name="Confidence" type="xs:decimal" minOccurs="0"/>
                  <xs:element name="History" type="tns:ArrayOfRatePoint" minOccurs="0"/>
                </xs:sequence>
              </xs:complexType>
            </xs:element>
          </xs:sequence>
        </xs:complexType>
      </xs:element>
      <xs:complexType name="Money">
        <xs:simpleContent>
          <xs:extension base="xs:decimal">
            <xs:attribute name="currency" type="xs:string" default="USD"/>
          </xs:extension>
        </xs:simpleContent>
      </xs:complexType>
      <xs:complexType name="ArrayOfRatePoint">
        <xs:sequence>
          <xs:element name="Point" maxOccurs="unbounded">
            <xs:complexType>
              <xs:attribute name="week" type="xs:date"/>
              <xs:attribute name="rate" type="xs:decimal"/>
            </xs:complexType>
          </xs:element>
        </xs:sequence>
      </xs:complexType>
      <xs:element name="ListAccessorials">
        <xs:complexType><xs:sequence><xs:element name="AccountId" type="xs:string"/></xs:sequence></xs:complexType>
      </xs:element>
      <xs:element name="ListAccessorialsResponse">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="Accessorial" maxOccurs="unbounded">
              <xs:complexType>
                <xs:sequence>
                  <xs:element name="Code" type="xs:string"/>
                  <xs:element name="Description" type="xs:string"/>
                  <xs:element name="Flat" type="tns:Money" minOccurs="0"/>
                </xs:sequence>
              </xs:complexType>
            </xs:element>
          </xs:sequence>
        </xs:complexType>
      </xs:element>
    </xs:schema>
  </wsdl:types>
  <wsdl:portType name="IRateServiceV3">
    <wsdl:operation name="QuoteLanes"/>
    <wsdl:operation name="ListAccessorials"/>
  </wsdl:portType>
  <wsdl:binding name="Soap12Binding_IRateServiceV3" type="tns:IRateServiceV3">
    <soap12:binding transport="http://schemas.xmlsoap.org/soap/http"/>
    <wsdl:operation name="QuoteLanes">
      <soap12:operation soapAction="http://schemas.crx-rates.com/rates/v3/QuoteLanes" style="document"/>
    </wsdl:operation>
    <wsdl:operation name="ListAccessorials">
      <soap12:operation soapAction="http://schemas.crx-rates.com/rates/v3/ListAccessorials" style="document"/>
    </wsdl:operation>
  </wsdl:binding>
  <wsdl:service name="RateService">
    <wsdl:port name="Soap12Binding_IRateServiceV3" binding="tns:Soap12Binding_IRateServiceV3">
      <soap12:address location="https://ws.crx-rates.com/v3/RateService.svc"/>
    </wsdl:port>
  </wsdl:service>
</wsdl:definitions>
"""

PLAN_MD = """# haulroute: plan for December 2028 and January 2029

Agreed on Tuesday 5 December with Dale Brunner (VP operations), Tobias Lind (platform) and Imani Greene (dispatch).

## Where we are (27 Nov - 4 Dec)
- 1,284 cascades on 30% of lanes (Midwest -> Southeast); 1,102 covered (85.8%), first-offer acceptance 61.4%,
  median time to cover 22 minutes.
- One incident (29 Nov, CRX timeouts through Cloud NAT), fixed in v0.4.1.

## Dates
- **Wed 13 Dec:** remaining 70% of lanes move from the old TMS tender module to haulroute (before the holiday
  freight peak). Dispatch on standby 06:00-10:00 Columbus time.
- **20 Dec - 2 Jan:** production deploy freeze; hotfixes only, with Tobias's OK in #platform.
- **Week of 8 Jan:** worker moves to its own node pool `tendering-pool` (e2-standard-4, 3-6 nodes).
- **Before 15 Jan 2029:** CRX retires RateService v2. Move internal/crx to v3 (SOAP 1.2, QuoteLanes with
  up to 50 lanes, Money with a currency attribute). Hank Ostrowski (CRX) gives us a v3 sandbox account.

## Open
- Renata Silva wants the on-time score recomputed nightly instead of weekly.
"""
