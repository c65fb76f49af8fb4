# What `cmake --install` puts in place, in two components:
#   development: every library made by damas_add_library (its headers and archive), the CMake
#                package damas_pdn (find_package(damas_pdn CONFIG): damas::NAME for each, a
#                targets file each, loaded with what it links only when asked for or needed)
#                and the pkg-config module damas-pdn;
#   runtime:     the `pdn` program and its man pages (docs/CMakeLists.txt).
# Included at the end of the top CMakeLists.txt, once every library and its links are known: a
# library added later is installed and exported with no change here, unless it links a package
# not yet in the table of dependencies below (configuring then stops and says so).
include(CMakePackageConfigHelpers)

# How the users of the installed package find each outside target the libraries link:
#   FIND      the code of the package's Config file that makes the target;
#   REQUIRES  the pkg-config modules damas-pdn.pc requires for it;
#   LIBS      flags damas-pdn.pc passes to the link for it.
# Neither REQUIRES nor LIBS: headers in the compiler's default paths, nothing to link.
# A header-only library used inside a library's sources only is linked as
# $<BUILD_INTERFACE:target> and needs no entry: the installed package's users never meet it.
function(damas_dependency target)
  cmake_parse_arguments(PARSE_ARGV 1 dep "" "FIND" "REQUIRES;LIBS")
  string(MAKE_C_IDENTIFIER "${target}" id)
  set(damas_find_${id} "${dep_FIND}" PARENT_SCOPE)
  set(damas_requires_${id} "${dep_REQUIRES}" PARENT_SCOPE)
  set(damas_libs_${id} "${dep_LIBS}" PARENT_SCOPE)
endfunction()
damas_dependency(fmt::fmt FIND "find_dependency(fmt)" REQUIRES fmt)
damas_dependency(Boost::headers FIND "find_dependency(Boost 1.74)")
damas_dependency(PkgConfig::CAIRO FIND "damas_pkg_config_dependency(CAIRO cairo)" REQUIRES cairo)
damas_dependency(ZLIB::ZLIB FIND "find_dependency(ZLIB)" REQUIRES zlib)
damas_dependency(PkgConfig::RE2 FIND "damas_pkg_config_dependency(RE2 re2)" REQUIRES re2)
damas_dependency(PkgConfig::UTF8PROC FIND "damas_pkg_config_dependency(UTF8PROC libutf8proc)"
                 REQUIRES libutf8proc)
damas_dependency(Threads::Threads FIND "find_dependency(Threads)" LIBS -pthread)

get_property(damas_libraries GLOBAL PROPERTY DAMAS_LIBRARIES)

# What each library links, as its users will: the library's own links and its interface (where
# a static library's private links appear as $<LINK_ONLY:...>), aliases resolved.
function(damas_link_items library out)
  set(items)
  get_target_property(type ${library} TYPE)
  if(NOT type STREQUAL "INTERFACE_LIBRARY")
    get_target_property(own ${library} LINK_LIBRARIES)
    if(own)
      list(APPEND items ${own})
    endif()
  endif()
  get_target_property(interface ${library} INTERFACE_LINK_LIBRARIES)
  if(interface)
    list(APPEND items ${interface})
  endif()
  # Markers of links made from another folder than the library's ("::@(...)"), not links.
  list(FILTER items EXCLUDE REGEX "^::@")
  list(TRANSFORM items REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1")
  list(FILTER items EXCLUDE REGEX "^\\$<BUILD_INTERFACE:")
  set(resolved)
  foreach(item IN LISTS items)
    if(TARGET ${item})
      get_target_property(aliased ${item} ALIASED_TARGET)
      if(aliased)
        set(item ${aliased})
      endif()
    endif()
    list(APPEND resolved ${item})
  endforeach()
  list(REMOVE_DUPLICATES resolved)
  set(${out} ${resolved} PARENT_SCOPE)
endfunction()

# Sort each link into the damas libraries it needs (for the order of the Config file), the Config
# file's code for the library and its pkg-config module's requirements and flags.
foreach(library IN LISTS damas_libraries)
  damas_link_items(${library} items)
  set(damas_needs_${library})
  set(damas_finds_${library})
  set(damas_pc_requires_${library})
  set(damas_pc_libs_${library})
  foreach(item IN LISTS items)
    if(item IN_LIST damas_libraries)
      list(APPEND damas_needs_${library} ${item})
    elseif(item MATCHES "::")
      # An imported target, seen here or not (one made by find_package in a library's folder is
      # known in that folder only).
      string(MAKE_C_IDENTIFIER "${item}" id)
      if(NOT DEFINED damas_find_${id})
        message(FATAL_ERROR "${library} links ${item}: add how the installed package's users "
                "find it to the dependencies of cmake/DamasInstall.cmake")
      endif()
      list(APPEND damas_finds_${library} "${damas_find_${id}}")
      list(APPEND damas_pc_requires_${library} ${damas_requires_${id}})
      list(APPEND damas_pc_libs_${library} ${damas_libs_${id}})
    elseif(TARGET ${item})
      message(FATAL_ERROR "${library} links ${item}, a target of this build that is not installed")
    elseif(item MATCHES "\\$<")
      message(FATAL_ERROR "${library} links '${item}': cmake/DamasInstall.cmake cannot tell what "
              "the installed package's users need for it")
    elseif(item MATCHES "^-")
      list(APPEND damas_pc_libs_${library} ${item})
    else()
      list(APPEND damas_pc_libs_${library} -l${item})
    endif()
  endforeach()
endforeach()

# The libraries in link order, each before those it needs (a static link reads them in turn).
set(damas_link_order)
set(remaining ${damas_libraries})
while(remaining)
  set(placed_one FALSE)
  foreach(library IN LISTS remaining)
    set(ready TRUE)
    foreach(needed IN LISTS damas_needs_${library})
      if(NOT needed IN_LIST damas_link_order AND NOT needed STREQUAL library)
        set(ready FALSE)
      endif()
    endforeach()
    if(ready)
      list(APPEND damas_link_order ${library})
      list(REMOVE_ITEM remaining ${library})
      set(placed_one TRUE)
    endif()
  endforeach()
  if(NOT placed_one)
    message(FATAL_ERROR "the libraries ${remaining} need each other: no link order")
  endif()
endwhile()
list(REVERSE damas_link_order)

# Headers and archives; the libraries alone can be built with `--target damas_libraries` (what
# the development component needs).
set(damas_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/damas_pdn)
add_custom_target(damas_libraries)
add_dependencies(damas_libraries ${damas_libraries})
foreach(library IN LISTS damas_libraries)
  get_target_property(headers ${library} DAMAS_HEADERS)
  install(DIRECTORY ${headers}/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT development)
endforeach()
# One export set per library (damas_pdn-NAME-targets.cmake), so that the Config file loads only
# the libraries asked for and those they link, and finds only what these link.
foreach(library IN LISTS damas_libraries)
  get_target_property(name ${library} EXPORT_NAME)
  install(TARGETS ${library} EXPORT damas_pdn_${name}_targets
    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT development
    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT development)
  install(EXPORT damas_pdn_${name}_targets NAMESPACE damas:: FILE damas_pdn-${name}-targets.cmake
          DESTINATION ${damas_cmake_dir} COMPONENT development)
endforeach()

# The installed archives hold machine code only: the objects of a Release build also carry
# GCC's LTO bytecode (CMakeLists.txt), which GCC would compile again at every link of a user's
# program (minutes) unless told -fno-lto, and which no other compiler reads.
if(damas_lto)
  if(NOT CMAKE_OBJCOPY)
    message(FATAL_ERROR "objcopy (binutils) is needed to install archives without LTO bytecode")
  endif()
  foreach(library IN LISTS damas_libraries)
    get_target_property(type ${library} TYPE)
    if(type STREQUAL "STATIC_LIBRARY")
      set(archive "\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/$<TARGET_FILE_NAME:${library}>")
      install(CODE "execute_process(COMMAND \"${CMAKE_OBJCOPY}\" --wildcard
                      --remove-section=.gnu.lto_* --remove-section=.gnu.debuglto_* \"${archive}\"
                      COMMAND_ERROR_IS_FATAL ANY)"
              COMPONENT development)
    endif()
  endforeach()
endif()

# The CMake package: damas::NAME for every library, what they link found as the build found it.
# The Config file gets, for each library, the libraries it needs and a block that finds what it
# links and loads its targets, the blocks in the order of the libraries' needs (a library's after
# those of the libraries it links: the targets file of one checks that theirs are loaded).
set(damas_package_needs)
set(damas_package_loads)
set(damas_package_names)
set(damas_needed_first ${damas_link_order})
list(REVERSE damas_needed_first)
foreach(library IN LISTS damas_needed_first)
  get_target_property(name ${library} EXPORT_NAME)
  list(APPEND damas_package_names ${name})
  set(needed_names)
  foreach(needed IN LISTS damas_needs_${library})
    if(needed STREQUAL library)
      continue()
    endif()
    get_target_property(needed_name ${needed} EXPORT_NAME)
    list(APPEND needed_names ${needed_name})
  endforeach()
  list(REMOVE_DUPLICATES needed_names)
  list(JOIN needed_names " " needed_names)
  string(APPEND damas_package_needs "set(_damas_pdn_needs_${name} ${needed_names})\n")
  set(finds ${damas_finds_${library}})
  list(REMOVE_DUPLICATES finds)
  string(APPEND damas_package_loads "if(_damas_pdn_load_${name})\n")
  foreach(find IN LISTS finds)
    string(APPEND damas_package_loads "  ${find}\n")
  endforeach()
  string(APPEND damas_package_loads
    "  include(\"\${CMAKE_CURRENT_LIST_DIR}/damas_pdn-${name}-targets.cmake\")\nendif()\n")
endforeach()
list(JOIN damas_package_names " " damas_package_names)
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/damas_pdnConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/damas_pdnConfig.cmake INSTALL_DESTINATION ${damas_cmake_dir})
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/damas_pdnConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/damas_pdnConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/damas_pdnConfigVersion.cmake
        DESTINATION ${damas_cmake_dir} COMPONENT development)

# The pkg-config modules, relocatable (each finds its prefix from where it lies): damas-pdn-NAME for
# each library, requiring the modules of the libraries it links and of what they link outside
# (pkg-config puts a library's -l before those of what it requires, the order a static link
# needs), so that a program of the rules alone needs neither cairo nor RE2; and damas-pdn,
# every library.
cmake_path(RELATIVE_PATH CMAKE_INSTALL_PREFIX BASE_DIRECTORY
           ${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig OUTPUT_VARIABLE damas_pc_up)
function(damas_pc_module module description requires libs)
  list(REMOVE_DUPLICATES requires)
  list(REMOVE_DUPLICATES libs)
  list(JOIN requires " " damas_pc_requires)
  list(JOIN libs " " damas_pc_link)
  set(damas_pc_name ${module})
  set(damas_pc_description "${description}")
  configure_file(${damas_install_dir}/damas-pdn.pc.in
                 ${CMAKE_CURRENT_BINARY_DIR}/pkgconfig/${module}.pc.in @ONLY)
  file(GENERATE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/pkgconfig/${module}.pc
       INPUT ${CMAKE_CURRENT_BINARY_DIR}/pkgconfig/${module}.pc.in)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/pkgconfig/${module}.pc
          DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig COMPONENT development)
endfunction()
set(damas_install_dir ${CMAKE_CURRENT_LIST_DIR})
set(damas_pc_all)
foreach(library IN LISTS damas_libraries)
  get_target_property(name ${library} EXPORT_NAME)
  set(requires ${damas_pc_requires_${library}})
  foreach(needed IN LISTS damas_needs_${library})
    if(NOT needed STREQUAL library)
      get_target_property(needed_name ${needed} EXPORT_NAME)
      list(APPEND requires damas-pdn-${needed_name})
    endif()
  endforeach()
  set(libs)
  get_target_property(type ${library} TYPE)
  if(NOT type STREQUAL "INTERFACE_LIBRARY")
    set(libs -L\${libdir} -l$<TARGET_FILE_BASE_NAME:${library}>)
  endif()
  list(APPEND libs ${damas_pc_libs_${library}})
  damas_pc_module(damas-pdn-${name} "${PROJECT_DESCRIPTION}: the library damas::${name}"
                  "${requires}" "${libs}")
  list(APPEND damas_pc_all damas-pdn-${name})
endforeach()
damas_pc_module(damas-pdn "${PROJECT_DESCRIPTION} (C++20 libraries)" "${damas_pc_all}" "")

if(TARGET pdn)
  install(TARGETS pdn RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT runtime)
endif()
