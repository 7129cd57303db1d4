package org.arrocco.tournament.event;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A Swiss event being run: settings, registered players, the paired rounds, the byes asked for
 * ahead and the pairs the arbiter forbids. Every change an arbiter makes goes through a method here
 * that checks it first and fails with a one-line reason ({@link Refusal}: why, and the values it
 * names) without changing anything. Invariant: in every paired round each entrant of that round is
 * on exactly one board or bye.
 */
public final class Event {
  private EventSettings settings;
  private String initialColour;
  private boolean rankingByRegistration;
  private final List<Player> players;
  private final List<Round> rounds;
  private final List<ByeRequest> byeRequests;
  private final List<ForbiddenPair> forbiddenPairs;
  private int lastOfGroupA;

  /**
   * An event from stored parts; checks the invariants. {@code lastOfGroupA} is the registration
   * number of the last player of the Baku acceleration's group A, fixed with round 1 (0 before, or
   * without the acceleration).
   */
  public Event(
      EventSettings settings,
      String initialColour,
      List<Player> players,
      List<Round> rounds,
      List<ByeRequest> byeRequests,
      List<ForbiddenPair> forbiddenPairs,
      int lastOfGroupA) {
    this.settings = settings;
    this.initialColour = initialColour == null ? "" : initialColour;
    this.players = new ArrayList<>(players);
    this.rounds = new ArrayList<>(rounds);
    this.byeRequests = new ArrayList<>(byeRequests == null ? List.of() : byeRequests);
    this.forbiddenPairs = new ArrayList<>(forbiddenPairs == null ? List.of() : forbiddenPairs);
    this.lastOfGroupA = lastOfGroupA;
    EventInvariants.check(
        settings,
        this.initialColour,
        this.players,
        this.rounds,
        this.byeRequests,
        this.forbiddenPairs,
        lastOfGroupA);
    seedEntrants(); // an event file written before seeds were kept ranks by its current data
  }

  /** A new event without players. */
  public static Event create(EventSettings settings) {
    return new Event(settings, "", List.of(), List.of(), List.of(), List.of(), 0);
  }

  /**
   * Fixes the pairing number of every player paired for the first time (C.04.2, 2.3): the data they
   * rank by from now on are the ones they were paired with.
   */
  private void seedEntrants() {
    for (int i = 0; i < players.size(); i++) {
      Player p = players.get(i);
      if (p.seed() == null && p.enteredBy(rounds.size())) {
        players.set(i, p.seeded(p.rankingData(settings)));
      }
    }
  }

  public EventSettings settings() {
    return settings;
  }

  /** The colour of the top-ranked player in round 1 ({@code W}/{@code B}; empty before). */
  public String initialColour() {
    return initialColour;
  }

  public List<Player> players() {
    return List.copyOf(players);
  }

  public List<Round> rounds() {
    return List.copyOf(rounds);
  }

  public List<ByeRequest> byeRequests() {
    return List.copyOf(byeRequests);
  }

  /** The pairs the arbiter forbids, in the order they were made. */
  public List<ForbiddenPair> forbiddenPairs() {
    return List.copyOf(forbiddenPairs);
  }

  /**
   * The registration number of the last player of the Baku acceleration's group A (C.04.5.1), fixed
   * when round 1 is paired; 0 before it, or without the acceleration.
   */
  public int lastOfGroupA() {
    return lastOfGroupA;
  }

  /**
   * Forbids two players to meet in the rounds still to pair (TRF {@code XXP}; the pairer treats the
   * pair as a game already played, C.04.3 C1). A pair already forbidden is refused.
   */
  public ForbiddenPair forbid(int a, int b) {
    registered(a);
    registered(b);
    ForbiddenPair pair = ForbiddenPair.of(a, b);
    if (forbiddenPairs.contains(pair)) {
      throw new Refusal(Refusal.Reason.ALREADY_FORBIDDEN, pair.first(), pair.second());
    }
    forbiddenPairs.add(pair);
    return pair;
  }

  /** Lets two players meet again; false when they were not a forbidden pair. */
  public boolean allow(int a, int b) {
    player(a);
    player(b);
    return forbiddenPairs.remove(ForbiddenPair.of(a, b));
  }

  /**
   * The player with this registration number, for an arbiter's action on it: a deleted registration
   * is refused.
   */
  private Player registered(int id) {
    Player p = player(id);
    if (p.deleted()) {
      throw new Refusal(Refusal.Reason.DELETED, id);
    }
    return p;
  }

  /** The player with this registration number (a deleted registration too). */
  public Player player(int id) {
    if (id < 1 || id > players.size()) {
      throw players.isEmpty()
          ? new Refusal(Refusal.Reason.NO_PLAYER, id)
          : new Refusal(Refusal.Reason.NO_PLAYER_OF, id, players.size());
    }
    return players.get(id - 1);
  }

  /** A paired round. */
  public Round round(int number) {
    if (rounds.isEmpty()) {
      throw new Refusal(Refusal.Reason.NO_ROUND_YET);
    }
    if (number < 1 || number > rounds.size()) {
      throw new Refusal(Refusal.Reason.ROUND_NOT_PAIRED, number, rounds.size());
    }
    return rounds.get(number - 1);
  }

  /** The number of the next round to pair. */
  public int nextRound() {
    return rounds.size() + 1;
  }

  /** The number of rounds whose every result is in (from round 1, without gaps). */
  public int completeRounds() {
    int n = 0;
    while (n < rounds.size() && rounds.get(n).complete()) {
      n++;
    }
    return n;
  }

  /**
   * Sets the colour of the top-ranked player in round 1 ({@code W} or {@code B}) before round 1 is
   * paired; left empty, it is drawn by lot when round 1 is paired.
   */
  public void initialColour(String colour) {
    if (!rounds.isEmpty()) {
      throw new Refusal(Refusal.Reason.INITIAL_COLOUR_FIXED);
    }
    if (!colour.equals("W") && !colour.equals("B")) {
      throw new Refusal(Refusal.Reason.INITIAL_COLOUR, colour);
    }
    initialColour = colour;
  }

  /**
   * Changes the settings. Once round 1 is paired the points, variant and acceleration stay; the
   * number of rounds may be cut (an event cut short) down to the rounds paired, except with the
   * Baku acceleration, whose accelerated rounds depend on it; a change of the ratings that count
   * (unrated rating, national as FIDE) counts for ARO but keeps the pairing numbers of the players
   * already paired ({@link Seed}); the capacity never drops below the players registered. Returns
   * the byes asked for rounds the event no longer has (dropped).
   */
  public List<ByeRequest> updateSettings(EventSettings changed) {
    if (!rounds.isEmpty()
        && (!changed.points().equals(settings.points())
            || !changed.variant().equals(settings.variant())
            || !changed.acceleration().equals(settings.acceleration()))) {
      throw new Refusal(Refusal.Reason.SETTINGS_FIXED);
    }
    if (!rounds.isEmpty() && changed.rounds() != settings.rounds()) {
      if (settings.baku()) {
        throw new Refusal(Refusal.Reason.BAKU_ROUNDS_FIXED);
      }
      if (changed.rounds() > settings.rounds()) {
        throw new Refusal(Refusal.Reason.ROUNDS_ONLY_CUT, settings.rounds(), changed.rounds());
      }
      if (changed.rounds() < rounds.size()) {
        throw new Refusal(Refusal.Reason.ROUNDS_BELOW_PAIRED, rounds.size(), changed.rounds());
      }
    }
    if (changed.capacity() < places()) {
      throw new Refusal(Refusal.Reason.CAPACITY_BELOW_REGISTERED, changed.capacity(), places());
    }
    List<ByeRequest> dropped =
        byeRequests.stream().filter(b -> b.round() > changed.rounds()).toList();
    settings = changed;
    byeRequests.removeAll(dropped);
    return dropped;
  }

  /**
   * The rounds paired after round {@code round}: each was paired on the results of round {@code
   * round} as they were then, so a correction there changes what their pairing should have been
   * (C.04.2: a published pairing stands; {@code check} will now differ in them).
   */
  public List<Integer> roundsPairedAfter(int round) {
    round(round);
    List<Integer> later = new ArrayList<>();
    for (int r = round + 1; r <= rounds.size(); r++) {
      later.add(r);
    }
    return later;
  }

  /**
   * Exchanges two players in the last round before any of its results is in (a manual change before
   * the pairing is published, C.04.2): each takes the other's board and colour, or the PAB. Returns
   * the round as changed; {@link PairingCriteria} says which criteria it breaks.
   */
  public Round exchange(int a, int b) {
    registered(a);
    registered(b);
    if (a == b) {
      throw new Refusal(Refusal.Reason.SWAP_SAME, a);
    }
    Round last = unpublished();
    seatOf(last, a);
    seatOf(last, b);
    List<Board> boards = new ArrayList<>();
    for (Board x : last.boards()) {
      boards.add(new Board(x.number(), swap(x.white(), a, b), swap(x.black(), a, b), null));
    }
    List<Bye> byes = new ArrayList<>();
    for (Bye y : last.byes()) {
      byes.add(new Bye(swap(y.player(), a, b), y.kind()));
    }
    return replaceLast(
        new Round(last.number(), last.startPosition(), last.positionSource(), boards, byes));
  }

  /** Gives White's colour to Black on a board of the last round before any result is in. */
  public Round swapColours(int boardNumber) {
    Round last = unpublished();
    Board x = last.board(boardNumber);
    return replaceLast(last.withBoard(new Board(x.number(), x.black(), x.white(), null)));
  }

  private static int swap(int id, int a, int b) {
    return id == a ? b : id == b ? a : id;
  }

  /** The last round, refused when none is paired or a result of it is in (it is published). */
  private Round unpublished() {
    if (rounds.isEmpty()) {
      throw new Refusal(Refusal.Reason.NO_ROUND_YET);
    }
    Round last = rounds.get(rounds.size() - 1);
    List<Integer> played =
        last.boards().stream().filter(x -> x.result() != null).map(Board::number).toList();
    if (!played.isEmpty()) {
      throw new Refusal(Refusal.Reason.ROUND_BEING_PLAYED, last.number(), played);
    }
    return last;
  }

  /** Refuses a player who has neither a board nor the PAB in the round. */
  private static void seatOf(Round round, int id) {
    boolean seated =
        round.boards().stream().anyMatch(x -> x.has(id))
            || round.byes().stream().anyMatch(y -> y.player() == id && y.kind() == ByeKind.PAIRING);
    if (!seated) {
      throw new Refusal(Refusal.Reason.NOT_IN_ROUND, id, round.number());
    }
  }

  private Round replaceLast(Round changed) {
    List<Round> all = new ArrayList<>(rounds);
    all.set(all.size() - 1, changed);
    // the event with the changed round must hold its invariants before it replaces the round
    new Event(settings, initialColour, players, all, byeRequests, forbiddenPairs, lastOfGroupA);
    rounds.set(rounds.size() - 1, changed);
    return changed;
  }

  /**
   * Corrects a registered player's identity and ratings (a mistyped name or rating), at any time
   * (C.04.2, 2.3). The correction counts for ARO, the standings and the TRF, and for the pairing
   * number of a player not paired yet; a player already paired keeps the pairing number (the {@link
   * Seed}), so the rounds already paired replay by the numbers the TRF gives.
   */
  public Player correct(int id, Identity who) {
    Player changed = registered(id).corrected(who);
    checkIdsFree(changed);
    players.set(id - 1, changed);
    return changed;
  }

  /**
   * The places taken: registrations neither deleted nor withdrawn (rules/tournament.md, the model
   * case: capacity; a withdrawn duplicate entry frees its place).
   */
  public int places() {
    return (int) players.stream().filter(Player::takesAPlace).count();
  }

  /**
   * Registers a player (capacity permitting: deleted and withdrawn registrations take no place);
   * returns it with its registration number.
   */
  public Player register(Identity who) {
    if (places() >= settings.capacity()) {
      throw new Refusal(Refusal.Reason.EVENT_FULL, settings.capacity());
    }
    Player p = Player.register(players.size() + 1, who);
    checkIdsFree(p);
    players.add(p);
    return p;
  }

  /** One person, one entry: a FIDE or national id already given to another player is refused. */
  private void checkIdsFree(Player p) {
    for (Player other : players) {
      if (other.id() == p.id() || other.deleted()) {
        continue; // a deleted registration holds no id: the right entry takes it
      }
      if (p.fideId() != 0 && other.fideId() == p.fideId()) {
        throw new Refusal(Refusal.Reason.FIDE_ID_TAKEN, p.fideId(), other.id());
      }
      if (!p.nationalId().isEmpty() && other.nationalId().equals(p.nationalId())) {
        throw new Refusal(Refusal.Reason.NATIONAL_ID_TAKEN, p.nationalId(), other.id());
      }
    }
  }

  /** The other players registered under {@code name} (case and spacing aside), by number. */
  public List<Integer> sameName(int id, String name) {
    String key = nameKey(name);
    return players.stream()
        .filter(o -> o.id() != id && !o.deleted() && nameKey(o.name()).equals(key))
        .map(Player::id)
        .toList();
  }

  private static String nameKey(String name) {
    return name.trim().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
  }

  /**
   * Whether round 1, when paired, enters this player: checked in, or not withdrawn with a bye asked
   * for round 1 (the bye is the entry of a player absent that evening).
   */
  public boolean entersRoundOne(Player p) {
    return p.checkedIn() || (p.withdrawnFrom() == 0 && byeRequest(p.id(), 1).isPresent());
  }

  /** Marks a player present (or not) at check-in, which closes when round 1 is paired. */
  public void checkIn(int id, boolean present) {
    Player p = registered(id);
    if (!rounds.isEmpty()) {
      throw new Refusal(Refusal.Reason.CHECK_IN_CLOSED, id);
    }
    if (present && p.withdrawnFrom() > 0) {
      throw new Refusal(Refusal.Reason.WITHDRAWN, id);
    }
    players.set(id - 1, p.checkIn(present));
  }

  /**
   * Marks a registered player's entry fee paid, or the mark taken back (a mistake, the fee given
   * back), at any time; marking it as it already is is refused, so that every mark the organiser
   * makes changes something.
   */
  public void feePaid(int id, boolean paid) {
    Player p = registered(id);
    if (p.feePaid() == paid) {
      throw new Refusal(paid ? Refusal.Reason.FEE_ALREADY_PAID : Refusal.Reason.FEE_NOT_PAID, id);
    }
    players.set(id - 1, p.paid(paid));
  }

  /**
   * Enters a registered player who missed check-in from the next round (rules/tournament.md: from
   * round 2); each missed round is a bye worth {@code missed} (zero, or half if the arbiter grants
   * it).
   */
  public void lateEntry(int id, ByeKind missed) {
    Player p = registered(id);
    if (rounds.isEmpty()) {
      throw new Refusal(Refusal.Reason.LATE_BEFORE_ROUND_ONE, id);
    }
    if (p.entryRound() > 0) {
      throw new Refusal(Refusal.Reason.ALREADY_ENTERED, id, p.entryRound());
    }
    if (p.withdrawnFrom() > 0) {
      throw new Refusal(Refusal.Reason.WITHDRAWN, id);
    }
    if (nextRound() > settings.rounds()) {
      throw new Refusal(Refusal.Reason.TOO_LATE_TO_ENTER);
    }
    if (missed != ByeKind.ZERO && missed != ByeKind.HALF) {
      throw new Refusal(Refusal.Reason.MISSED_ROUND_POINTS);
    }
    players.set(id - 1, p.checkIn(true).enter(nextRound(), missed.points(settings.points())));
    for (int r = 0; r < rounds.size(); r++) {
      rounds.set(r, rounds.get(r).withBye(new Bye(id, missed)));
    }
  }

  /** Withdraws a player: not paired from the next round on (zero-point byes). */
  public void withdraw(int id) {
    Player p = registered(id);
    if (p.withdrawnFrom() > 0) {
      throw new Refusal(Refusal.Reason.ALREADY_WITHDREW, id, p.withdrawnFrom());
    }
    if (nextRound() > settings.rounds()) {
      throw new Refusal(Refusal.Reason.NOTHING_TO_WITHDRAW_FROM);
    }
    // Before round 1 a withdrawal also cancels the check-in: the player never enters.
    players.set(id - 1, (rounds.isEmpty() ? p.checkIn(false) : p).withdraw(nextRound()));
    byeRequests.removeIf(b -> b.player() == id);
  }

  /**
   * Deletes a registration before round 1 (a duplicate entry, a player entered by mistake): it no
   * longer takes a place, is left out of every list and file, and its number stays unused, so the
   * other players keep theirs. Its byes asked for and forbidden pairs go with it. After round 1 a
   * player leaves by withdrawal, which keeps the rounds played.
   */
  public Player delete(int id) {
    Player p = registered(id);
    if (!rounds.isEmpty()) {
      throw new Refusal(Refusal.Reason.DELETE_AFTER_ROUND_ONE, id);
    }
    Player deleted = p.delete();
    players.set(id - 1, deleted);
    byeRequests.removeIf(b -> b.player() == id);
    forbiddenPairs.removeIf(f -> f.first() == id || f.second() == id);
    return deleted;
  }

  /**
   * Cancels a withdrawal (one entered by mistake, or a player who comes back): the player is paired
   * again from the next round, and the rounds paired meanwhile keep the zero-point byes of the
   * absence. Before round 1 the player is registered again and must check in. The byes the player
   * had asked for, dropped by the withdrawal, are not restored.
   */
  public void cancelWithdrawal(int id) {
    Player p = registered(id);
    if (p.withdrawnFrom() == 0) {
      throw new Refusal(Refusal.Reason.NOT_WITHDRAWN, id);
    }
    if (places() >= settings.capacity()) {
      // back in, the player takes a place again (withdrawn registrations take none)
      throw new Refusal(Refusal.Reason.EVENT_FULL, settings.capacity());
    }
    players.set(id - 1, p.withdraw(0));
  }

  /**
   * Records a requested bye (half or zero, the arbiter decides) for a round not yet paired. Before
   * round 1 any registered player may ask (a bye asked for round 1 enters the player); later only
   * an entrant.
   */
  public void requestBye(int id, int round, ByeKind kind) {
    Player p = registered(id);
    if (nextRound() > settings.rounds()) {
      // no round is left to ask for: not "rounds 8-7"
      throw new Refusal(Refusal.Reason.ALL_ROUNDS_PAIRED, settings.rounds());
    }
    if (round < nextRound() || round > settings.rounds()) {
      throw new Refusal(Refusal.Reason.BYE_ROUNDS, nextRound(), settings.rounds());
    }
    if (p.withdrawnFrom() > 0) {
      throw new Refusal(Refusal.Reason.WITHDRAWN, id);
    }
    if (!rounds.isEmpty() && p.entryRound() == 0) {
      throw new Refusal(Refusal.Reason.NOT_ENTERED, id);
    }
    ByeRequest request = new ByeRequest(id, round, kind);
    byeRequests.removeIf(b -> b.player() == id && b.round() == round);
    byeRequests.add(request);
    byeRequests.sort(
        Comparator.comparingInt(ByeRequest::round).thenComparingInt(ByeRequest::player));
  }

  /** Cancels a requested bye; false when there was none. */
  public boolean cancelBye(int id, int round) {
    player(id);
    return byeRequests.removeIf(b -> b.player() == id && b.round() == round);
  }

  /** The bye asked by a player for a round, if any. */
  public Optional<ByeRequest> byeRequest(int id, int round) {
    return byeRequests.stream().filter(b -> b.player() == id && b.round() == round).findFirst();
  }

  /**
   * Enters (or corrects) the result of a board; returns the result it replaces, if any. A result of
   * an earlier round may be corrected too: standings follow, pairings already made stay.
   */
  public Optional<GameResult> result(int roundNumber, int boardNumber, GameResult result) {
    Round round = round(roundNumber);
    Board board = round.board(boardNumber);
    rounds.set(roundNumber - 1, round.withBoard(board.withResult(result)));
    return Optional.ofNullable(board.result());
  }

  /**
   * What taking back a round changed: the round, the byes asked for it (requests again), the late
   * entrants entered after it was paired (who now enter it) and the players who withdrew after it
   * was paired (now withdrawn from it), by registration number.
   */
  public record TakenBack(
      Round round, List<ByeRequest> byeRequests, List<Integer> entering, List<Integer> withdrawn) {
    public TakenBack {
      byeRequests = List.copyOf(byeRequests);
      entering = List.copyOf(entering);
      withdrawn = List.copyOf(withdrawn);
    }
  }

  /**
   * Takes back the last round's pairing while none of its results is in, so the arbiter can pair it
   * again before publishing it (a forgotten bye or late entry, a player leaving before the games;
   * C.04.2: a published pairing stands). Late entries and withdrawals made after the pairing were
   * "from the next round", which is this round again; round 1 leaves its players checked in and
   * keeps the initial colour drawn.
   */
  public TakenBack takeBackLastRound() {
    if (rounds.isEmpty()) {
      throw new Refusal(Refusal.Reason.NO_ROUND_YET);
    }
    Round last = rounds.get(rounds.size() - 1);
    int r = last.number();
    List<Integer> played =
        last.boards().stream().filter(b -> b.result() != null).map(Board::number).toList();
    if (!played.isEmpty()) {
      throw new Refusal(Refusal.Reason.ROUND_BEING_PLAYED, r, played);
    }
    List<ByeRequest> requests = new ArrayList<>();
    for (Bye b : last.byes()) {
      Player p = player(b.player());
      boolean asked = b.kind() == ByeKind.HALF || b.kind() == ByeKind.ZERO;
      if (asked && p.playsIn(r) && p.withdrawnFrom() != r + 1) {
        requests.add(new ByeRequest(p.id(), r, b.kind()));
      }
    }
    List<Integer> entering = new ArrayList<>();
    List<Integer> withdrawn = new ArrayList<>();
    List<Player> changed = new ArrayList<>(players);
    for (int i = 0; i < changed.size(); i++) {
      Player p = changed.get(i);
      if (p.entryRound() == r) {
        p = p.seeded(null); // first paired in this round: ranks by its current data again
      }
      if (p.entryRound() == r + 1) {
        entering.add(p.id());
      }
      if (p.entryRound() == r + 1 || (r == 1 && p.entryRound() == 1)) {
        p = r == 1 ? p.enter(0, 0) : p.enter(r, p.missedRoundPoints());
      }
      if (p.withdrawnFrom() == r + 1) {
        withdrawn.add(p.id());
        p = (r == 1 ? p.checkIn(false) : p).withdraw(r);
      }
      changed.set(i, p);
    }
    List<ByeRequest> asked = new ArrayList<>(byeRequests);
    asked.addAll(requests);
    asked.sort(Comparator.comparingInt(ByeRequest::round).thenComparingInt(ByeRequest::player));
    List<Round> kept = rounds.subList(0, rounds.size() - 1);
    int groupA = r == 1 ? 0 : lastOfGroupA; // round 1 paired again fixes group A again
    // The event without the round must hold its invariants before anything here changes.
    new Event(settings, initialColour, changed, kept, asked, forbiddenPairs, groupA);
    lastOfGroupA = groupA;
    rounds.remove(rounds.size() - 1);
    players.clear();
    players.addAll(changed);
    byeRequests.clear();
    byeRequests.addAll(asked);
    return new TakenBack(last, requests, entering, withdrawn);
  }

  /** Adds a paired round (made by {@link RoundDraw}); it must be the next one. */
  void addRound(Round round, String firstColour) {
    if (round.number() != nextRound()) {
      throw new IllegalStateException("round " + round.number() + " is not the next round");
    }
    if (round.number() == 1) {
      initialColour = firstColour;
      for (int i = 0; i < players.size(); i++) {
        Player p = players.get(i);
        if (entersRoundOne(p)) {
          // a player entered by a bye asked for round 1 stays not checked in: taking the round
          // back returns to check-in as it was (rules/tournament.md, the model case: check-in)
          players.set(i, p.enter(1, 0));
        }
      }
      // requests of players who did not enter have nothing to apply to (a late entry comes first)
      byeRequests.removeIf(b -> player(b.player()).entryRound() == 0);
      if (settings.baku()) {
        lastOfGroupA = BakuAcceleration.lastOfGroupA(ranking(entrants()));
      }
    }
    rounds.add(round);
    seedEntrants();
    byeRequests.removeIf(b -> b.round() == round.number());
  }

  /**
   * True when the pairing numbers are the registration numbers (an event imported from TRF keeps
   * the numbering of the program that made it); false for the club's ranking rule.
   */
  public boolean rankingByRegistration() {
    return rankingByRegistration;
  }

  /** Fixes the pairing numbers to the registration numbers, or back to the ranking rule. */
  public void rankingByRegistration(boolean fixed) {
    rankingByRegistration = fixed;
  }

  /** The players who have entered the event (checked in, or late), by registration number. */
  public List<Player> entrants() {
    return players.stream().filter(p -> p.entryRound() > 0).toList();
  }

  /**
   * The players in initial-ranking order (rules/tournament.md: rating, then title, then
   * alphabetical; registration number last), each by the data first paired with ({@link Seed}), or
   * by registration number when {@link #rankingByRegistration()}: position k is pairing number k +
   * 1.
   */
  public List<Player> ranking(List<Player> who) {
    return ranking(who, true);
  }

  private List<Player> ranking(List<Player> who, boolean seeded) {
    Collator collator = Collator.getInstance(Locale.ITALIAN);
    collator.setStrength(Collator.SECONDARY);
    List<Player> sorted = new ArrayList<>(who);
    if (rankingByRegistration) {
      sorted.sort(Comparator.comparingInt(Player::id));
      return sorted;
    }
    sorted.sort(
        Comparator.comparing(
                (Player p) -> (seeded ? p : p.seeded(null)).rankingData(settings),
                Seed.order(collator))
            .thenComparingInt(Player::id));
    return sorted;
  }

  /** Pairing numbers of the entrants (for TRF): registration number to pairing number. */
  public Map<Integer, Integer> pairingNumbers() {
    return numbers(ranking(entrants(), true));
  }

  /**
   * The entrants whose pairing number is not the one their current data would give, every seed left
   * aside (what C.04.2, 2.3 would allow to reassign): registration number to that other number.
   * Empty unless a correction made after a player was paired changed the order.
   */
  public Map<Integer, Integer> otherNumbersByCurrentData() {
    Map<Integer, Integer> kept = pairingNumbers();
    Map<Integer, Integer> other = new HashMap<>();
    numbers(ranking(entrants(), false))
        .forEach(
            (id, number) -> {
              if (!number.equals(kept.get(id))) {
                other.put(id, number);
              }
            });
    return other;
  }

  private static Map<Integer, Integer> numbers(List<Player> ranked) {
    Map<Integer, Integer> tpn = new HashMap<>();
    for (int i = 0; i < ranked.size(); i++) {
      tpn.put(ranked.get(i).id(), i + 1);
    }
    return tpn;
  }

  /** A player's points after round {@code through} (tenths). */
  public int score(int id, int through) {
    int sum = 0;
    for (int r = 0; r < Math.min(through, rounds.size()); r++) {
      sum += points(rounds.get(r), id);
    }
    return sum;
  }

  /** What round {@code round} gave player {@code id} (tenths; 0 for a game still going on). */
  public int points(Round round, int id) {
    for (Board b : round.boards()) {
      if (b.result() != null && b.white() == id) {
        return b.result().whitePoints(settings.points());
      }
      if (b.result() != null && b.black() == id) {
        return b.result().blackPoints(settings.points());
      }
    }
    for (Bye b : round.byes()) {
      if (b.player() == id) {
        return b.kind().points(settings.points());
      }
    }
    return 0;
  }
}
