% physkb verb-phrase lexicon for size comparison in context (authored by the physkb team).
%
% phrase(Id, Pattern): a sentence shape, as a list of lowercase words in order.
%   np(S)     a noun phrase ("a rice cooker", "the box", "my home") filling slot S
%   agent(S)  a noun phrase or a pronoun ("I", "she", "police") filling slot S
%   [w1, w2]  any one of these words (spelling variants the wild uses included)
%   opt(W)    an optional word, or one of opt([w1, w2]); opt(seq([w1, w2])) an optional run
% implies(Id, Smaller, Bigger): what the sentence tells about sizes: the filler of slot
%   Smaller is smaller than the filler of slot Bigger. A phrase may imply several.
% needs(Id, Slot, Property): what the phrase presumes of a slot's filler (animate,
%   has_mouth, can_fly, vehicle, person); rules/sizes_context.pl reports unmet ones.
% misspelling(Wrong, Right): non-standard word forms the patterns accept, so the
%   validator can report them.

% --- the thing is inside the other -------------------------------------------
phrase(abandoned_in,      [agent(a), abandoned, np(x), in, np(y)]).
phrase(accommodates,      [np(y), opt(now), [accommodates, accommodated], np(x)]).
phrase(arranged_in,       [np(x), [is, was], arranged, in, np(y)]).
phrase(arrived_in,        [np(x), arrived, for, you, is, in, np(y)]).
phrase(assembled_in,      [np(x), [is, was], assembled, in, np(y)]).
phrase(boiled_in,         [agent(a), boiled, np(x), in, np(y)]).
phrase(buried_in,         [np(x), [is, was], buried, in, np(y)]).
phrase(captured_in,       [np(x), [is, was], captured, in, np(y)]).
phrase(cast_into,         [agent(a), cast, np(x), into, np(y)]).
phrase(concentrated_in,   [np(x), [is, was], concentrated, in, np(y)]).
phrase(kept_confined_in,  [agent(a), kept, np(x), confined, in, np(y)]).
phrase(contains,          [np(y), [contains, contained], np(x)]).
phrase(crawled_into,      [np(x), [crawled, crawls], into, np(y)]).
phrase(deposited_in,      [agent(a), deposited, np(x), in, np(y)]).
phrase(dipped_in,         [agent(a), dipped, np(x), in, np(y)]).
phrase(watched_disappear, [agent(a), watched, np(x), disappear, into, np(y)]).
phrase(discovered_searching, [agent(a), discovered, np(x), while, searching, np(y)]).
phrase(discovered_in,     [np(x), [was, is], discovered, in, np(y)]).
phrase(displayed_in,      [np(x), [was, is], displayed, in, np(y)]).
phrase(dived_into,        [np(x), opt(was), [dived, dove], into, np(y)]).
phrase(drew_out_of,       [agent(a), drew, np(x), out, of, np(y)]).
phrase(dropped_into,      [agent(a), dropped, np(x), into, np(y)]).
phrase(dumped_in,         [agent(a), dumped, np(x), in, np(y)]).
phrase(eliminated_from,   [np(x), [is, was], [eliminated, elminated, removed], from, np(y)]).
phrase(emerged_from,      [np(x), [emerged, emerges], from, np(y)]).
phrase(appeared_from,     [np(x), opt([is, has]), appeared, from, np(y)]).
phrase(emptied_out_of,    [agent(a), emptied, np(x), out, of, np(y)]).
phrase(entered,           [np(x), [entered, enters], opt(into), np(y)]).
phrase(escaped_from,      [np(x), opt([has, had]), escaped, from, np(y)]).
phrase(evacuated_from,    [np(x), [is, was], evacuated, from, np(y)]).
phrase(extracted_from,    [agent(a), extracted, np(x), from, np(y)]).
phrase(farmed_in,         [np(x), [is, was], farmed, in, np(y)]).
phrase(fills,             [np(x), [fills, filled], np(y)]).
phrase(filled_with,       [np(y), [is, was], filled, with, np(x)]).
phrase(fits_in,           [np(x), [fits, fitted, fit], [in, into], np(y)]).
phrase(fitted_with,       [np(y), [is, was], fitted, with, np(x)]).
phrase(fled_from,         [np(x), [fled, fleed], from, np(y)]).
phrase(floats_in,         [np(x), [floats, floated], in, np(y)]).
phrase(flew_into,         [np(x), [flew, flied], into, np(y)]).
phrase(folded_in,         [agent(a), opt(gently), folded, np(x), in, np(y)]).
phrase(found_in,          [agent(a), found, np(x), in, np(y)]).
phrase(grew_in,           [np(x), [grew, grows], in, np(y)]).
phrase(hidden_in,         [np(x), [is, was], hidden, in, np(y)]).
phrase(imprisoned_in,     [np(x), [is, was], imprisoned, in, np(y)]).
phrase(inserted_into,     [agent(a), inserted, np(x), into, np(y)]).
phrase(inside_was,        [inside, np(y), [was, is], np(x)]).
phrase(invaded,           [np(x), [invaded, invades], np(y)]).
phrase(isolated_in,       [np(x), [is, was], isolated, in, np(y)]).
phrase(kept_in,           [agent(a), kept, np(x), in, np(y)]).
phrase(left_in,           [agent(a), opt(have), left, np(x), in, np(y)]).
phrase(lay_in,            [np(x), [lay, lies, lay], in, np(y)]).
phrase(lifted_out_of,     [agent(a), lifted, np(x), out, of, np(y)]).
phrase(lifting_from,      [agent(a), opt(had), opt(been), lifting, np(x), from, np(y)]).
phrase(lived_in,          [np(x), [lived, lives], in, np(y)]).
phrase(loading_up_with,   [agent(a), [was, is], loading, up, np(y), with, np(x)]).
phrase(located_into,      [agent(a), located, np(x), [into, in], np(y)]).
phrase(locked_in,         [agent(a), locked, np(x), in, np(y)]).
phrase(married_in_church, [np(x), got, married, in, a, church, which, is, built, in, np(y)]).
phrase(moved_in,          [agent(a), moved, np(x), [in, into], np(y)]).
phrase(occupied_by,       [np(y), [is, was], occupied, by, np(x)]).
phrase(occupied_almost_all, [np(x), occupied, almost, all, of, np(y)]).
phrase(packed_with,       [agent(a), packed, np(y), with, np(x)]).
phrase(packed_into,       [agent(a), packed, np(x), into, np(y)]).
phrase(packaged_in,       [np(x), [is, was], packaged, in, np(y)]).
phrase(picked_from,       [agent(a), picked, np(x), from, np(y)]).
phrase(placed_in,         [np(x), [is, was], placed, in, np(y)]).
phrase(playing_in,        [np(x), is, playing, in, np(y)]).
phrase(playing_with_in,   [np(x), is, playing, with, np(b), in, np(y)]).
phrase(posted_through,    [agent(a), [post, posts, posted], np(x), through, np(y)]).
phrase(preserved_in,      [np(x), [is, was], preserved, in, np(y)]).
phrase(pulled_out_from,   [agent(a), pulled, np(x), out, [from, of], np(y)]).
phrase(purchased_placed_in, [agent(a), purchased, np(x), which, is, placed, in, np(y)]).
phrase(pushed_into,       [agent(a), pushed, np(x), into, np(y)]).
phrase(put_into,          [agent(a), put, np(x), [into, in], np(y)]).
phrase(reached_inside_for, [agent(a), reached, inside, np(y), for, np(x)]).
phrase(released_from,     [agent(a), released, np(x), from, np(y)]).
phrase(resting_in,        [np(x), [is, was], resting, in, np(y)]).
phrase(sank_into,         [np(x), opt([is, was, has]), [sank, sunk], into, np(y)]).
phrase(slid_into,         [agent(a), [slid, slided], np(x), into, np(y)]).
phrase(slapped_into,      [agent(a), slapped, np(x), into, np(y)]).
phrase(squeezed_into,     [agent(a), managed, to, squeeze, np(x), into, np(y)]).
phrase(stored_in,         [agent(a), [stored, stared], np(x), in, np(y)]).
phrase(stuck_into,        [agent(a), stuck, np(x), into, np(y)]).
phrase(stuffed_full_of,   [np(y), [is, was], stuffed, full, of, np(x)]).
phrase(trapped_into,      [np(x), [was, is], trapped, [into, in], np(y)]).
phrase(wrapped_up_in,     [np(x), [is, was], wrapped, up, in, np(y)]).
phrase(breached_surface,  [np(x), breached, [a, the], surface, of, np(y)]).

implies(abandoned_in, x, y).      implies(accommodates, x, y).
implies(arranged_in, x, y).       implies(arrived_in, x, y).
implies(assembled_in, x, y).      implies(boiled_in, x, y).
implies(buried_in, x, y).         implies(captured_in, x, y).
implies(cast_into, x, y).         implies(concentrated_in, x, y).
implies(kept_confined_in, x, y).  implies(contains, x, y).
implies(crawled_into, x, y).      implies(deposited_in, x, y).
implies(dipped_in, x, y).         implies(watched_disappear, x, y).
implies(discovered_searching, x, y). implies(discovered_in, x, y).
implies(displayed_in, x, y).      implies(dived_into, x, y).
implies(drew_out_of, x, y).       implies(dropped_into, x, y).
implies(dumped_in, x, y).         implies(eliminated_from, x, y).
implies(emerged_from, x, y).      implies(appeared_from, x, y).
implies(emptied_out_of, x, y).    implies(entered, x, y).
implies(escaped_from, x, y).      implies(evacuated_from, x, y).
implies(extracted_from, x, y).    implies(farmed_in, x, y).
implies(fills, x, y).             implies(filled_with, x, y).
implies(fits_in, x, y).           implies(fitted_with, x, y).
implies(fled_from, x, y).         implies(floats_in, x, y).
implies(flew_into, x, y).         implies(folded_in, x, y).
implies(found_in, x, y).          implies(grew_in, x, y).
implies(hidden_in, x, y).         implies(imprisoned_in, x, y).
implies(inserted_into, x, y).     implies(inside_was, x, y).
implies(invaded, x, y).           implies(isolated_in, x, y).
implies(kept_in, x, y).           implies(left_in, x, y).
implies(lay_in, x, y).            implies(lifted_out_of, x, y).
implies(lifting_from, x, y).      implies(lived_in, x, y).
implies(loading_up_with, x, y).   implies(located_into, x, y).
implies(locked_in, x, y).         implies(married_in_church, x, y).
implies(moved_in, x, y).          implies(occupied_by, x, y).
implies(occupied_almost_all, x, y). implies(packed_with, x, y).
implies(packed_into, x, y).       implies(packaged_in, x, y).
implies(picked_from, x, y).       implies(placed_in, x, y).
implies(playing_in, x, y).        implies(playing_with_in, x, y).
implies(playing_with_in, b, y).   implies(posted_through, x, y).
implies(preserved_in, x, y).      implies(pulled_out_from, x, y).
implies(purchased_placed_in, x, y). implies(pushed_into, x, y).
implies(put_into, x, y).          implies(reached_inside_for, x, y).
implies(released_from, x, y).     implies(resting_in, x, y).
implies(sank_into, x, y).         implies(slid_into, x, y).
implies(slapped_into, x, y).      implies(squeezed_into, x, y).
implies(stored_in, x, y).         implies(stuck_into, x, y).
implies(stuffed_full_of, x, y).   implies(trapped_into, x, y).
implies(wrapped_up_in, x, y).     implies(breached_surface, x, y).

% --- the thing rests on, sticks to or lies over the other ---------------------
phrase(adheres_to,        [np(x), [adheres, adhered, sticks, stuck], to, the, surface, of, np(y)]).
phrase(aligned_with,      [np(x), [is, was], aligned, with, np(y)]).
phrase(attached_on,       [agent(a), attached, np(x), [on, to], np(y)]).
phrase(carried_away_on,   [np(x), [is, was], [carried, carrried], away, on, np(y)]).
phrase(center_on,         [np(x), will, center, on, np(y)]).
phrase(chopped_on,        [agent(a), chopped, np(x), on, np(y)]).
phrase(deposited_on,      [agent(a), deposited, np(x), on, np(y)]).
phrase(landed_on,         [np(x), [landed, lands], on, np(y)]).
phrase(laid_on,           [agent(a), laid, np(x), on, np(y)]).
phrase(painted_on,        [agent(a), painted, np(x), on, np(y), opt(seq([for, me]))]).
phrase(pinned_on,         [agent(a), pinned, np(x), on, np(y)]).
phrase(placed_on,         [np(x), [is, was], placed, on, np(y)]).
phrase(sets_on,           [agent(a), [sets, set, puts], np(x), on, np(y)]).
phrase(spread_out_on,     [np(x), opt([has, had]), [spread, spreaded], out, on, np(y)]).
phrase(littered_with,     [np(y), [is, was], littered, with, np(x)]).
phrase(broke_under_weight, [np(y), broke, under, the, weight, of, np(x)]).
phrase(crossed,           [np(x), crossed, np(y)]).
phrase(cruised,           [np(x), cruised, opt([over, across]), np(y)]).

implies(adheres_to, x, y).        implies(aligned_with, x, y).
implies(attached_on, x, y).       implies(carried_away_on, x, y).
implies(center_on, x, y).         implies(chopped_on, x, y).
implies(deposited_on, x, y).      implies(landed_on, x, y).
implies(laid_on, x, y).           implies(painted_on, x, y).
implies(pinned_on, x, y).         implies(placed_on, x, y).
implies(sets_on, x, y).           implies(spread_out_on, x, y).
implies(littered_with, x, y).     implies(broke_under_weight, x, y).
implies(crossed, x, y).           implies(cruised, x, y).

% --- the one covers or hides the other ------------------------------------------------
phrase(concealed,         [np(y), [concealed, conceals], np(x)]).
phrase(covered,           [np(y), [covered, covers], np(x)]).
phrase(covered_with,      [agent(a), covered, np(x), with, np(y)]).
phrase(is_covered_with,   [np(x), [is, was], covered, with, np(y)]).
phrase(hid_under,         [np(x), [is, was], [hid, hidden], under, np(y), opt(completely)]).
phrase(hides_behind,      [np(x), [hides, hid, hiding], behind, np(y)]).
phrase(is_hiding_behind,  [np(x), [is, was], hiding, behind, np(y)]).

implies(concealed, x, y).         implies(covered, x, y).
implies(covered_with, x, y).      implies(is_covered_with, x, y).
implies(hid_under, x, y).         implies(hides_behind, x, y).
implies(is_hiding_behind, x, y).

% --- an agent handles, carries or eats the thing --------------------------------------------
phrase(armed_with,        [np(a), [is, was], armed, with, np(x)]).
phrase(batted_away,       [np(a), batted, np(x), away]).
phrase(bearing_for_gifts, [np(a), bearing, np(x), for, gifts]).
phrase(brought_by_hand,   [np(a), brought, np(x), by, hand]).
phrase(captured,          [np(a), [captured, captures], np(x), opt(seq([by, hand]))]).
phrase(carrying,          [np(a), [was, is], carrying, np(x)]).
phrase(carries,           [np(a), [carries, carried], np(x)]).
phrase(caught,            [np(a), [caught, catches], np(x)]).
phrase(caught_in_mouth,   [np(a), [caught, catches], np(x), in, its, mouth]).
phrase(crushed,           [np(a), crushed, np(x), opt(seq([into, small, pieces]))]).
phrase(delivered_force,   [np(a), delivered, np(x), with, all, [his, her, its, their], force]).
phrase(elevated_manually, [np(a), elevated, np(x), manually]).
phrase(gathered_and_left, [np(a), gathered, np(x), and, left]).
phrase(grasped,           [np(a), [grasped, grasps], np(x)]).
phrase(grabbed,           [np(a), [grabbed, grabs], np(x)]).
phrase(handed_to,         [np(a), handed, np(x), to, [me, him, her, us, them]]).
phrase(holding,           [np(a), [was, is], holding, np(x)]).
phrase(lifted,            [np(a), [lifted, lifts], np(x)]).
phrase(passed_to,         [np(a), passed, np(x), to, [me, him, her, us, them]]).
phrase(seize_from,        [np(a), tried, to, seize, np(x), from, [him, her, me, them, us]]).
phrase(sucked,            [np(a), [sucked, sucks], np(x)]).
phrase(swallowed,         [np(a), opt([has, had]), [swallowed, swallows], np(x)]).
phrase(took_to,           [np(a), took, np(x), to, np(p)]).
phrase(threw_easily,      [np(a), [threw, throws], np(x), opt(easily)]).
phrase(whipped_out,       [np(a), whipped, out, np(x)]).

implies(armed_with, x, a).        implies(batted_away, x, a).
implies(bearing_for_gifts, x, a). implies(brought_by_hand, x, a).
implies(captured, x, a).          implies(carrying, x, a).
implies(carries, x, a).           implies(caught, x, a).
implies(caught_in_mouth, x, a).   implies(crushed, x, a).
implies(delivered_force, x, a).   implies(elevated_manually, x, a).
implies(gathered_and_left, x, a). implies(grasped, x, a).
implies(grabbed, x, a).           implies(handed_to, x, a).
implies(holding, x, a).           implies(lifted, x, a).
implies(passed_to, x, a).         implies(seize_from, x, a).
implies(sucked, x, a).            implies(swallowed, x, a).
implies(took_to, x, a).           implies(threw_easily, x, a).
implies(whipped_out, x, a).

% extent(Id): the phrase is about the area a thing covers (covering, wrapping, spreading),
% so flexible things take part spread out (spread_out/4 in kb/sizes/nouns.pl), not kept.
extent(concealed).  extent(covered).  extent(covered_with).  extent(is_covered_with).
extent(hid_under).  extent(wrapped_up_in).  extent(spread_out_on).  extent(folded_in).

% --- what the phrases presume of their slots ------------------------------------------------
needs(armed_with, a, animate).        needs(batted_away, a, animate).
needs(bearing_for_gifts, a, animate). needs(brought_by_hand, a, animate).
needs(captured, a, animate).          needs(caught, a, animate).
needs(caught_in_mouth, a, has_mouth). needs(delivered_force, a, animate).
needs(elevated_manually, a, animate). needs(gathered_and_left, a, animate).
needs(grasped, a, animate).           needs(grabbed, a, animate).
needs(handed_to, a, animate).         needs(holding, a, animate).
needs(passed_to, a, animate).         needs(seize_from, a, animate).
needs(sucked, a, has_mouth).          needs(swallowed, a, has_mouth).
needs(threw_easily, a, animate).      needs(whipped_out, a, animate).
needs(took_to, a, animate).           needs(lifted, a, animate).
needs(crawled_into, x, animate).      needs(fled_from, x, animate).
needs(escaped_from, x, animate).      needs(emerged_from, x, animate).
needs(lived_in, x, animate).          needs(lay_in, x, animate).
needs(invaded, x, animate).           needs(resting_in, x, animate).
needs(flew_into, x, can_fly).         needs(cruised, x, vehicle).
needs(married_in_church, x, person).  needs(playing_in, x, animate).
needs(playing_with_in, x, animate).   needs(landed_on, x, can_fly).
needs(grew_in, x, plant).             needs(farmed_in, x, living).
needs(hides_behind, x, animate).      needs(is_hiding_behind, x, animate).

% --- word forms the patterns accept though they are not standard English ----------------------
misspelling(carrried, carried).
misspelling(elminated, eliminated).
misspelling(fleed, fled).
misspelling(flied, flew).
misspelling(slided, slid).
misspelling(spreaded, spread).
misspelling(stared, stored).
